// @vitest-environment node
import { ApiError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponFailureMessage } from './coupon-messages';
import { PAYMENT_MESSAGES, paymentFailureOf } from './payment-failure';
import { isPaymentPending } from './place-order';
import { recalculationMessage } from './recalculation-reasons';
import { VERSION_MISMATCH_MESSAGE, conflictVersion, isVersionConflict } from './version-conflict';

// The mapping from service answers to the spec's messages. The failures are built as the HTTP
// client builds them from the sandbox's `{ title, detail }` bodies (cart-api.test.ts checks
// the same mappings end to end against the sandbox).
function failure(status: number, serviceCode: string, detail?: string, body: object = {}) {
  return new ApiError({
    status,
    code: 'ECX041',
    serviceCode,
    ...(detail === undefined ? {} : { detail }),
    body: { title: serviceCode, detail, ...body },
  });
}

describe('coupon messages', () => {
  it('keeps the spec wording', () => {
    expect(COUPON_MESSAGES).toEqual({
      applied: 'Coupon Applied successfully',
      applyFailed: 'Unable to apply coupon',
      removed: 'Coupon Removed successfully',
      removeFailed: 'Unable to remove coupon',
      invalid: 'The promotional code you entered is not valid',
    });
  });

  it('says why a code was refused', () => {
    expect(couponFailureMessage(failure(400, 'InvalidCouponCode'), 'apply')).toBe(
      'The promotional code you entered is not valid',
    );
    expect(
      couponFailureMessage(
        failure(400, 'CouponExpired', 'This promotional code expired on 08/31/2024'),
        'apply',
      ),
    ).toBe('This promotional code expired on 08/31/2024');
    expect(couponFailureMessage(failure(500, 'InternalServerError'), 'apply')).toBe(
      'Unable to apply coupon',
    );
    expect(couponFailureMessage(new Error('offline'), 'remove')).toBe('Unable to remove coupon');
  });
});

describe('paymentFailureOf', () => {
  it('gives ECX043 for a consumed or unknown nonce', () => {
    for (const code of [
      'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
      'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN',
    ]) {
      expect(paymentFailureOf(failure(422, code, 'Cannot use a nonce twice'))).toEqual({
        kind: 'refresh',
        code: 'ECX043',
        message: 'Payment failed, please refresh your browser.',
      });
    }
  });

  it("shows the processor's text for a declined card", () => {
    expect(
      paymentFailureOf(
        failure(402, 'CARD_DECLINED', 'Insufficient Funds', {
          processorResponseText: 'Insufficient Funds',
        }),
      ),
    ).toEqual({
      kind: 'declined',
      code: 'ECX041',
      title: 'Payment Failed',
      message: 'Insufficient Funds',
    });
  });

  it('gives the generic ECX041 message for anything else', () => {
    expect(paymentFailureOf(failure(502, 'PROCESSOR_NETWORK_UNAVAILABLE', 'Try Again'))).toEqual({
      kind: 'generic',
      code: 'ECX041',
      message: PAYMENT_MESSAGES.generic,
    });
    expect(paymentFailureOf(new TypeError('boom')).message).toBe(
      'Something went wrong while trying to make payments. Please try after sometime!',
    );
  });

  it('names the payment method, cart and version problems', () => {
    expect(paymentFailureOf(failure(400, 'PaymentMethodNotAllowed')).message).toBe(
      'Please select a valid payment method',
    );
    expect(
      paymentFailureOf(
        failure(400, 'CartNotReady', 'Please Update Billing and Shipping addresses to proceed'),
      ).message,
    ).toBe('Please Update Billing and Shipping addresses to proceed');
    expect(paymentFailureOf(failure(409, 'ConcurrentModification')).message).toBe(
      'Please refresh and try again',
    );
  });
});

describe('recalculation reasons', () => {
  it('maps every reason of the spec', () => {
    for (const code of [
      'MissingPriceConfiguration',
      'MissingRequiredInput',
      'InvalidInputValue',
      'MissingTaxSetup',
    ]) {
      expect(recalculationMessage(code)).toBe('Sorry, something went wrong. We are working on it.');
    }
    expect(recalculationMessage('EstimatedTaxNeedsMoreInfo')).toBe('Missing address information.');
    expect(recalculationMessage('TaxCalculationFailure')).toBe(
      'Please refresh the page and try again.',
    );
    expect(recalculationMessage('InternalError')).toBe('Please refresh the page and try again.');
    expect(recalculationMessage('toString')).toBe(
      'We could not recalculate your cart. Please refresh the page and try again.',
    );
  });
});

describe('version conflicts and pending payments', () => {
  it('recognises a 409 ConcurrentModification and its current version', () => {
    const conflict = failure(409, 'ConcurrentModification', 'stale', { currentVersion: 4 });
    expect(isVersionConflict(conflict)).toBe(true);
    expect(conflictVersion(conflict)).toBe(4);
    expect(isVersionConflict(failure(409, 'ActiveCartExists'))).toBe(false);
    expect(VERSION_MISMATCH_MESSAGE).toBe('Please refresh and try again');
  });

  it('repeats a payment attempt only when its answer may have been lost', () => {
    expect(isPaymentPending(new ApiError({ status: 0, code: 'ECX041' }))).toBe(true);
    expect(isPaymentPending(failure(409, 'IdempotentRequestInProgress'))).toBe(true);
    expect(isPaymentPending(failure(500, 'InternalServerError'))).toBe(true);
    expect(isPaymentPending(failure(502, 'PROCESSOR_NETWORK_UNAVAILABLE'))).toBe(false);
    expect(isPaymentPending(failure(402, 'CARD_DECLINED'))).toBe(false);
    expect(isPaymentPending(new Error('x'))).toBe(false);
  });
});
