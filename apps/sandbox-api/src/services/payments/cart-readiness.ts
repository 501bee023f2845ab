import { isShippable } from '../ecommerce/addresses.ts';
import type { CartRow } from '../ecommerce/cart-view.ts';
import { cartResponse } from '../ecommerce/cart-view.ts';
import {
  ADDRESSES_MISSING_MESSAGE,
  ARRIVAL_DATE_UPDATED_MESSAGE,
  COUPON_NOT_VALID_IN_CART_MESSAGE,
  EMAIL_MISSING_MESSAGE,
  EMPTY_CART_MESSAGE,
  PRICE_UPDATED_MESSAGE,
  SHIPPING_METHOD_INVALID_MESSAGE,
} from '../ecommerce/messages.ts';
import type { Shopper } from '../ecommerce/shopper.ts';

/** One reason a cart cannot be paid yet. */
export interface NotReadyReason {
  code: string;
  message: string;
  lineItemId?: string;
}

/**
 * Why a cart (after recalculation) cannot be paid; empty when it can.
 *
 * @example
 * ```ts
 * notReadyReasons(row, shopper, now)[0]?.message; // 'Please Update Billing and Shipping addresses to proceed'
 * ```
 */
export function notReadyReasons(row: CartRow, shopper: Shopper, now: Date): NotReadyReason[] {
  const view = cartResponse(row, { now });
  const reasons: NotReadyReason[] = [];
  if (view.lineItems.length === 0) reasons.push({ code: 'EmptyCart', message: EMPTY_CART_MESSAGE });
  const { billingAddress, shippingAddress } = row.data;
  if (
    !billingAddress ||
    !billingAddress.firstName ||
    !shippingAddress ||
    !isShippable(shippingAddress)
  ) {
    reasons.push({ code: 'AddressesMissing', message: ADDRESSES_MISSING_MESSAGE });
  }
  if (!orderEmailOf(row, shopper))
    reasons.push({ code: 'EmailMissing', message: EMAIL_MISSING_MESSAGE });
  for (const reason of view.recalculationFlags.reasons) reasons.push(reason);
  for (const line of view.lineItems) {
    if (line.isPriceUpdated) {
      reasons.push({ code: 'PriceUpdated', message: PRICE_UPDATED_MESSAGE, lineItemId: line.id });
    }
    if (line.isPromisedArrivalDateUpdated) {
      reasons.push({
        code: 'ArrivalDateUpdated',
        message: ARRIVAL_DATE_UPDATED_MESSAGE,
        lineItemId: line.id,
      });
    }
    if (!line.isShippingMethodApplicable) {
      reasons.push({
        code: 'ShippingMethodNotApplicable',
        message: SHIPPING_METHOD_INVALID_MESSAGE,
        lineItemId: line.id,
      });
    }
    for (const unready of line.checkoutUnreadyReasons) {
      reasons.push({ ...unready, lineItemId: line.id });
    }
  }
  if (view.recalculationFlags.isCouponInvalid) {
    reasons.push({ code: 'CouponInvalid', message: COUPON_NOT_VALID_IN_CART_MESSAGE });
  }
  return reasons;
}

/**
 * The email the order of a cart goes to: the customer's, or the anonymous shopper's (the cart's
 * email, else its billing address's); `null` when there is none yet.
 *
 * @example
 * ```ts
 * orderEmailOf(row, shopper); // 'ada@example.com'
 * ```
 */
export function orderEmailOf(row: CartRow, shopper: Shopper): string | null {
  if (shopper.kind === 'customer') return shopper.customer.email;
  return row.data.customerEmail ?? row.data.billingAddress?.email ?? null;
}
