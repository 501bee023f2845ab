import { schemaOnRequest, type EcxCode, type ResponseRequest } from '@storefront/http';
import type { CartConnection } from './cart-connection';
import type { ApiCart, apiCartSchema } from './cart-schemas';

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

/**
 * One change of the cart (`PATCH carts/{cartId}/{part}` with `json`), answered with the whole
 * cart; `errorCodes` map every failure to one code (`{ all: … }`), which is also the code of a
 * request without answer. The calls that change a cart (`updateLineItems`, `applyCoupon`, …)
 * are this with their part and body.
 *
 * @example
 * patchCart(connection, COUPON_ERROR_CODES, cartId, 'couponCode', { version, couponCode: null });
 */
export function patchCart(
  connection: CartConnection,
  errorCodes: { readonly all: EcxCode },
  cartId: string,
  part: string,
  json: { readonly version: number; readonly [field: string]: unknown },
): Promise<ApiCart> {
  const path = `carts/${encodeURIComponent(cartId)}/${part}`;
  return connection.ecommerce(errorCodes).patch(path, {
    json,
    schema: apiCartSchemaOnRequest({ method: 'patch', path, code: errorCodes.all }),
  });
}
