import { defineStatusHandlers } from '@storefront/http';
import type { ApiCart } from './cart-schemas';
import { patchCart } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `setShippingMethods`: ECX031 (shipping method update).
 *
 * @example
 * connection.ecommerce(SET_SHIPPING_METHODS_ERROR_CODES);
 */
export const SET_SHIPPING_METHODS_ERROR_CODES = defineStatusHandlers({ all: 'ECX031' });

/**
 * The delivery option chosen for one line.
 *
 * @example
 * const choice: ShippingMethodChoice = { lineItemId: 'li_1', eCommerceDeliveryOptionId: 'edo-expedited' };
 */
export interface ShippingMethodChoice {
  lineItemId: string;
  eCommerceDeliveryOptionId: string;
}

/**
 * Sets the delivery option of lines (`PATCH carts/{cartId}/edo`, the spec's "edo" shipping
 * method). An option the line cannot have at the cart's address is
 * `400 DeliveryOptionNotAvailable`.
 *
 * @example
 * await setShippingMethods(connection, cart.id, cart.version, [{ lineItemId, eCommerceDeliveryOptionId: 'edo-express' }]);
 */
export async function setShippingMethods(
  connection: CartConnection,
  cartId: string,
  version: number,
  shippingMethods: ShippingMethodChoice[],
): Promise<ApiCart> {
  return patchCart(connection, SET_SHIPPING_METHODS_ERROR_CODES, cartId, 'edo', {
    version,
    shippingMethods,
  });
}
