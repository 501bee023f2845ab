/**
 * Which routes search engines are pointed at and which they are kept away from (spec: "most
 * account, checkout and utility pages are hidden from the site map"; issue 15: robots.txt
 * disallows checkout and account paths). By route id, so a brand's own routes decide.
 */

/** Public pages at a fixed path, listed in the site map where the brand composes them. */
export const SITEMAP_STATIC_ROUTE_IDS = [
  'home',
  'shop-all-boxes',
  'shop-all-sample-boxes',
  // A public tool with its own search-engine copy (every brand has it in its SEO table).
  'template-maker',
  'blog',
] as const;

/** Pages listed once per product or content page the services have. */
export const SITEMAP_PAGE_ROUTE_IDS = [
  'product',
  'view',
  'policy',
  'faq',
  'product-collection',
  'blog-post',
] as const;

/**
 * Checkout and account routes (the identity pages included: they act on a shopper's account
 * or ticket), disallowed in robots.txt and never in the site map. Utility pages (designer,
 * approve design, download artwork, shared designs, not-found) are only left out of the site
 * map: they are reachable, but not pages to land on from a search.
 */
export const PRIVATE_ROUTE_IDS = [
  'cart',
  'shipping-address',
  'shipping-methods',
  'payment-info',
  'order-confirmation',
  'my-orders',
  'order-detail',
  'my-info',
  'my-designs',
  'login',
  'lost-password',
  'reset',
  'verify-email',
] as const;
