import { isApiError } from '@storefront/http';

// Apart from `loadProductConfig`, so the product page can tell a missing product without
// loading the operation (it runs with the page's first client-side query).

/**
 * The service code of the error `loadProductConfig` throws for an unknown product.
 *
 * @example
 * if (isApiError(error) && error.serviceCode === PRODUCT_NOT_FOUND) showNotFound();
 */
export const PRODUCT_NOT_FOUND = 'ProductNotFound';

/**
 * Whether an error says the product does not exist (from `loadProductConfig`, or a
 * product config URL that answered 404).
 *
 * @example
 * if (isProductNotFound(query.error)) return <NotFound />;
 */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
