import { storefrontMessages } from '@storefront/http';

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

/**
 * What the confirmation checks look at: the transformed cart's flags and addresses.
 *
 * @example
 * const input: CartConfirmationInput = transformCart(apiCart);
 */
export interface CartConfirmationInput {
  updatedPriceLines: readonly unknown[];
  updatedArrivalDateLines: readonly unknown[];
  changedShippingMethodLines: readonly unknown[];
  couponDetails: { isCouponApplied: boolean; isValid: boolean };
  isAddressValid: boolean;
}

/**
 * Options of {@link checkCartConfirmation}.
 *
 * @example
 * checkCartConfirmation(cart, { requireAddresses: false }); // on the cart page
 */
export interface CartConfirmationOptions {
  /** Whether billing and shipping addresses are required yet (not on the cart page). */
  requireAddresses?: boolean;
}

/**
 * The cart confirmation checks (spec section 8), in the spec's order: updated price, invalid
 * coupon, invalid shipping method, updated arrival date, missing addresses. An empty list
 * means the cart may go on. Show each reason's message from {@link CART_CONFIRMATION_MESSAGES}.
 *
 * @example
 * checkCartConfirmation(cart).map((reason) => CART_CONFIRMATION_MESSAGES[reason]);
 * // ['Please Update Billing and Shipping addresses to proceed']
 */
export function checkCartConfirmation(
  cart: CartConfirmationInput,
  options: CartConfirmationOptions = {},
): CartConfirmationReason[] {
  const reasons: CartConfirmationReason[] = [];
  if (cart.updatedPriceLines.length > 0) reasons.push('priceUpdated');
  if (cart.couponDetails.isCouponApplied && !cart.couponDetails.isValid) {
    reasons.push('couponInvalid');
  }
  if (cart.changedShippingMethodLines.length > 0) reasons.push('shippingMethodInvalid');
  if (cart.updatedArrivalDateLines.length > 0) reasons.push('arrivalDateUpdated');
  if ((options.requireAddresses ?? true) && !cart.isAddressValid) reasons.push('addressesMissing');
  return reasons;
}

/**
 * The message for the cart's checkout-unready lines: the first reason of the first unready item
 * (spec section 4: not-ready lines are treated as out of stock), or `null` when every line is
 * ready. An unready line without a reason gives 'Product is out of stock. Please try after
 * sometime'.
 *
 * @example
 * firstUnreadyMessage(cart); // 'Product is out of stock. Please try after sometime'
 */
export function firstUnreadyMessage(cart: {
  items: readonly { id: string; checkoutUnreadyReasons: readonly { message: string }[] }[];
  outOfStockLines: readonly { id: string }[];
}): string | null {
  const unready = new Set(cart.outOfStockLines.map((line) => line.id));
  if (unready.size === 0) return null;
  const first = cart.items.find((item) => unready.has(item.id));
  return first?.checkoutUnreadyReasons[0]?.message ?? storefrontMessages.stock.outOfStock;
}
