import { defineStatusHandlers } from '@storefront/http';
import type { ApiCart } from './cart-schemas';
import { patchCart } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of the coupon calls: ECX030.
 *
 * @example
 * connection.ecommerce(COUPON_ERROR_CODES);
 */
export const COUPON_ERROR_CODES = defineStatusHandlers({ all: 'ECX030' });

/**
 * Applies a coupon code to the cart (`PATCH carts/{cartId}/couponCode`), replacing any other.
 * An unknown code is `400 InvalidCouponCode`, an expired one `400 CouponExpired` (see
 * `couponFailureMessage`).
 *
 * @example
 * const cart = await applyCoupon(connection, cartId, version, 'FIRSTRUN10');
 */
export async function applyCoupon(
  connection: CartConnection,
  cartId: string,
  version: number,
  couponCode: string,
): Promise<ApiCart> {
  return patchCart(connection, COUPON_ERROR_CODES, cartId, 'couponCode', { version, couponCode });
}

/**
 * Removes the cart's coupon (`PATCH carts/{cartId}/couponCode` with `couponCode: null`). A cart
 * without a coupon is `400 NoCouponApplied`.
 *
 * @example
 * const cart = await removeCoupon(connection, cartId, version);
 */
export async function removeCoupon(
  connection: CartConnection,
  cartId: string,
  version: number,
): Promise<ApiCart> {
  return patchCart(connection, COUPON_ERROR_CODES, cartId, 'couponCode', {
    version,
    couponCode: null,
  });
}
