/**
 * Why a cart cannot go on to checkout yet, one key per confirmation message of the spec.
 *
 * @example
 * const reason: CartConfirmationReason = 'addressesMissing';
 */
export type CartConfirmationReason =
  | 'priceUpdated'
  | 'couponInvalid'
  | 'shippingMethodInvalid'
  | 'arrivalDateUpdated'
  | 'addressesMissing';

/**
 * The messages shown when the cart is confirmed and something needs the shopper's attention.
 * `couponInvalid` and `addressesMissing` are the spec's exact wording (including its
 * capitalisation); the spec names the other three without wording, so theirs is ours (README,
 * Decisions).
 *
 * @example
 * CART_CONFIRMATION_MESSAGES.addressesMissing;
 * // 'Please Update Billing and Shipping addresses to proceed'
 */
export const CART_CONFIRMATION_MESSAGES = {
  priceUpdated: 'The price of an item in your cart has been updated. Please review it to proceed',
  couponInvalid: 'The Promotional code you have applied is not valid, Please remove to proceed',
  shippingMethodInvalid:
    'The shipping method of an item is no longer available. Please select a new one to proceed',
  arrivalDateUpdated:
    'The arrival date of an item in your cart has changed. Please review it to proceed',
  addressesMissing: 'Please Update Billing and Shipping addresses to proceed',
} as const satisfies Record<CartConfirmationReason, string>;
