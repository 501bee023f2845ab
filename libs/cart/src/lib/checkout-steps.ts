/**
 * One step of the checkout progress: the id the spec names and the routes that belong to it.
 *
 * @example
 * const step: CheckoutStep = { id: 'payment', routes: ['/payment-info'] };
 */
export interface CheckoutStep {
  readonly id: 'viewCart' | 'shipping' | 'payment';
  /** Paths of the pages that show this step as the current one. */
  readonly routes: readonly string[];
}

/**
 * The id of one checkout step.
 *
 * @example
 * const current: CheckoutStepId = 'shipping';
 */
export type CheckoutStepId = CheckoutStep['id'];

/**
 * The three checkout steps in order (spec: viewCart, shipping, payment). The shipping step
 * spans the address page and the shipping-method page.
 *
 * @example
 * CHECKOUT_STEPS.map((step) => step.id); // ['viewCart', 'shipping', 'payment']
 */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { id: 'viewCart', routes: ['/cart'] },
  { id: 'shipping', routes: ['/shipping-address', '/shipping-methods'] },
  { id: 'payment', routes: ['/payment-info'] },
];

function pathnameOf(path: string): string {
  const withoutHash = path.split('#', 1)[0] ?? '';
  const withoutQuery = withoutHash.split('?', 1)[0] ?? '';
  const trimmed = withoutQuery.trim().toLowerCase();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

/**
 * The checkout step a page path belongs to, or `null` for any other page (including
 * `/order-confirmation`, which comes after the steps). Query string, hash, a trailing slash and
 * letter case are ignored.
 *
 * @example
 * checkoutStepForPath('/shipping-methods?edit=1'); // 'shipping'
 * checkoutStepForPath('/my-orders'); // null
 */
export function checkoutStepForPath(path: string): CheckoutStepId | null {
  const pathname = pathnameOf(path);
  const step = CHECKOUT_STEPS.find((candidate) => candidate.routes.includes(pathname));
  return step?.id ?? null;
}
