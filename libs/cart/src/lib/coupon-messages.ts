import { isApiError, storefrontMessages } from '@storefront/http';

/**
 * The coupon messages of the spec, exactly as worded there.
 *
 * @example
 * COUPON_MESSAGES.applied; // 'Coupon Applied successfully'
 */
export const COUPON_MESSAGES = {
  applied: storefrontMessages.coupon.applied,
  applyFailed: storefrontMessages.coupon.applyFailed,
  removed: storefrontMessages.coupon.removed,
  removeFailed: storefrontMessages.coupon.removeFailed,
  invalid: storefrontMessages.coupon.invalid,
} as const;

/**
 * The message for a failed coupon call:
 * - an unknown code (`InvalidCouponCode`) → 'The promotional code you entered is not valid';
 * - an expired code (`CouponExpired`) → the service's text ('This promotional code expired on
 *   08/31/2024');
 * - anything else → 'Unable to apply coupon' / 'Unable to remove coupon'.
 *
 * @example
 * couponFailureMessage(error, 'apply'); // 'The promotional code you entered is not valid'
 */
export function couponFailureMessage(error: unknown, action: 'apply' | 'remove'): string {
  if (action === 'apply' && isApiError(error)) {
    if (error.serviceCode === 'InvalidCouponCode') return COUPON_MESSAGES.invalid;
    if (error.serviceCode === 'CouponExpired' && error.detail) return error.detail;
  }
  return action === 'apply' ? COUPON_MESSAGES.applyFailed : COUPON_MESSAGES.removeFailed;
}
