// Test helper (not exported): paths of the spec's pages that more than one test lists.

/**
 * The checkout and account pages of the spec (commerce §1), at their paths: every full store
 * composes them, robots.txt disallows them and the site map never lists them.
 *
 * @example
 * for (const path of CHECKOUT_AND_ACCOUNT_PATHS) expect(lines).toContain(`Disallow: ${path}`);
 */
export const CHECKOUT_AND_ACCOUNT_PATHS = [
  '/cart',
  '/shipping-address',
  '/shipping-methods',
  '/payment-info',
  '/order-confirmation',
  '/my-orders',
  '/my-info',
  '/my-designs',
] as const;
