import { schemaOnRequest, type ResponseRequest } from '@storefront/http';
import type { apiCartSchema } from './cart-schemas';

// The cart's schemas (zod) are imported with the first request that needs them, not with the
// page: the product page and the header's cart count render a stored cart without zod.

/**
 * The cart schema for the `schema` option of a cart call, imported with its request. A failed
 * import fails the call as a request without answer: `ApiError` status 0 with `request.code`.
 *
 * @example
 * connection.ecommerce(GET_CART_ERROR_CODES).get(path, {
 *   schema: apiCartSchemaOnRequest({ method: 'get', path, code: GET_CART_ERROR_CODES.all }),
 * });
 */
export function apiCartSchemaOnRequest(request: ResponseRequest): typeof apiCartSchema {
  return schemaOnRequest(request, () =>
    import('./cart-schemas').then((module) => module.apiCartSchema),
  );
}
