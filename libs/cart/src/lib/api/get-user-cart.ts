import type { ApiCart } from './cart-schemas';
import { apiCartSchemaOnRequest } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';
import { GET_CART_ERROR_CODES } from './get-customer-cart';

/**
 * The bearer's active cart, anonymous or customer (`POST get-user-cart`), merges applied. No
 * active cart is a 404 `CartNotFound` (`ApiError`, ECX022).
 *
 * @example
 * const cart = await getUserCart(connection).catch(() => null);
 */
export async function getUserCart(connection: CartConnection): Promise<ApiCart> {
  return connection.ecommerce(GET_CART_ERROR_CODES).post('get-user-cart', {
    json: {},
    schema: apiCartSchemaOnRequest({
      method: 'post',
      path: 'get-user-cart',
      code: GET_CART_ERROR_CODES.all,
    }),
  });
}
