import { defineStatusHandlers } from '@storefront/http';
import type { ApiAddress } from '../address';
import type { ApiCart } from './cart-schemas';
import { patchCart } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `updateCartAddresses`: ECX023 (cart update).
 *
 * @example
 * connection.ecommerce(UPDATE_CART_ADDRESSES_ERROR_CODES);
 */
export const UPDATE_CART_ADDRESSES_ERROR_CODES = defineStatusHandlers({ all: 'ECX023' });

/**
 * The cart's addresses and a guest's email; fields left out stay, `null` clears.
 *
 * @example
 * const change: CartAddressesUpdate = { shippingAddress: address, billingAddress: address };
 */
export interface CartAddressesUpdate {
  billingAddress?: ApiAddress | null;
  shippingAddress?: ApiAddress | null;
  /** The email of a guest (anonymous carts only). */
  customerEmail?: string;
}

/**
 * Sets the cart's billing and shipping address (`PATCH carts/{cartId}/addresses`). A new
 * shipping address re-quotes every line's arrival date and taxes.
 *
 * @example
 * await updateCartAddresses(connection, cart.id, cart.version, { shippingAddress: address, billingAddress: address });
 */
export async function updateCartAddresses(
  connection: CartConnection,
  cartId: string,
  version: number,
  addresses: CartAddressesUpdate,
): Promise<ApiCart> {
  return patchCart(connection, UPDATE_CART_ADDRESSES_ERROR_CODES, cartId, 'addresses', {
    version,
    ...addresses,
  });
}
