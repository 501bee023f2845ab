// The page names of analytics page events, imported by the page-view tracker with the first
// page event (after the page's first render), so no first load carries the table.

/**
 * The page name each route reports (Segment's `page(name)`), by route id. The named pages of
 * the spec keep their names (`Shipping Method` for `/shipping-methods`, `Forgot Password` for
 * `/lost-password`); unknown paths are `Not Found`.
 */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  home: 'Home',
  'shop-all-boxes': 'Shop All Boxes',
  'shop-all-sample-boxes': 'Shop All Sample Boxes',
  product: 'Product',
  'approve-design': 'Approve Design',
  cart: 'Cart',
  'shipping-address': 'Shipping Address',
  'shipping-methods': 'Shipping Method',
  'payment-info': 'Payment Info',
  'order-confirmation': 'Order Confirmation',
  'my-orders': 'My Orders',
  'order-detail': 'Order Detail',
  'my-info': 'My Info',
  'my-designs': 'My Designs',
  login: 'Login',
  'lost-password': 'Forgot Password',
  reset: 'Reset Password',
  'verify-email': 'Verify Email',
  'template-maker': 'Template Maker',
  'template-designer': 'Template Designer',
  'download-artwork': 'Download Artwork',
  'shared-design': 'Shared Design',
  view: 'Content Page',
  policy: 'Policy',
  'product-collection': 'Product Collection',
  faq: 'FAQ',
  blog: 'Blog',
  'blog-post': 'Blog Post',
  'not-found': 'Not Found',
  'catch-all': 'Not Found',
};

/**
 * The page name of a route id: its {@link PAGE_NAMES} entry, else the id in title case
 * (`gift-cards` → `Gift Cards`), so a route added later still reports a readable name.
 *
 * @example
 * pageNameOf('shipping-methods'); // 'Shipping Method'
 */
export function pageNameOf(routeId: string): string {
  const known = PAGE_NAMES[routeId];
  if (known) return known;
  return routeId
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}
