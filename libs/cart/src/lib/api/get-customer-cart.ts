import { defineStatusHandlers } from '@storefront/http';
import type { ApiCart } from './cart-schemas';
import { apiCartSchemaOnRequest } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of the cart reads: ECX022 ('Error occured while fetching cart info').
 *
 * @example
 * connection.ecommerce(GET_CART_ERROR_CODES);
 */
export const GET_CART_ERROR_CODES = defineStatusHandlers({ all: 'ECX022' });

/**
 * The signed-in customer's active cart (`GET customers/{customerId}/cart`), with the carts of
 * the anonymous sessions they signed in from merged into it. No active cart is a 404
 * `CartNotFound` (`ApiError`, ECX022).
 *
 * @example
 * const cart = await getCustomerCart(connection, customerId);
 */
export async function getCustomerCart(
  connection: CartConnection,
  customerId: string,
): Promise<ApiCart> {
  const path = `customers/${encodeURIComponent(customerId)}/cart`;
  return connection.ecommerce(GET_CART_ERROR_CODES).get(path, {
    schema: apiCartSchemaOnRequest({ method: 'get', path, code: GET_CART_ERROR_CODES.all }),
  });
}
