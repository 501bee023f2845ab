import { isApiError, storefrontMessages, type EcxCode } from '@storefront/http';
import { NONCE_FAILURE_CODES } from './api/pay-cart';
import { VERSION_MISMATCH_MESSAGE } from './version-conflict';

/**
 * The payment messages of the spec.
 *
 * @example
 * PAYMENT_MESSAGES.refreshBrowser; // 'Payment failed, please refresh your browser.'
 */
export const PAYMENT_MESSAGES = {
  placeOrderFailed: storefrontMessages.payment.placeOrderFailed,
  generic: storefrontMessages.payment.failed,
  selectValidMethod: storefrontMessages.payment.selectValidMethod,
  refreshBrowser: storefrontMessages.payment.refreshBrowser,
  failedTitle: storefrontMessages.payment.failedTitle,
  failedText: storefrontMessages.payment.failedText,
} as const;

/**
 * What went wrong with a payment, for the payment page:
 * - `declined`: the card was declined; `message` is the processor's text ('Do Not Honor'),
 *   shown under the title 'Payment Failed';
 * - `refresh`: the nonce was consumed or unknown (ECX043);
 * - `invalidMethod`: the payment method is not allowed ('Please select a valid payment method');
 * - `cartNotReady`: the cart needs attention first (the service's reason message);
 * - `conflict`: the cart changed meanwhile ('Please refresh and try again');
 * - `alreadyOrdered`: the cart was already ordered (`orderId` says which order);
 * - `placeOrder`: the service could not place the order (no answer, or its own failure):
 *   ECX021, 'Something went wrong while placing the order!';
 * - `generic`: anything else (ECX041).
 *
 * @example
 * const failure: PaymentFailure = { kind: 'declined', code: 'ECX041', title: 'Payment Failed', message: 'Do Not Honor' };
 */
export interface PaymentFailure {
  kind:
    | 'declined'
    | 'refresh'
    | 'invalidMethod'
    | 'cartNotReady'
    | 'conflict'
    | 'alreadyOrdered'
    | 'placeOrder'
    | 'generic';
  code: EcxCode;
  /** A heading for the message, when the spec has one ('Payment Failed'). */
  title?: string;
  message: string;
  orderId?: string;
}

function bodyField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Maps a failed payment call to what the shopper is told (spec section 8): a consumed or
 * unknown nonce → ECX043 'Payment failed, please refresh your browser.'; `CARD_DECLINED` → the
 * processor's text; anything else → ECX041 with the generic payments message. Failures before
 * the charge (method not allowed, cart not ready, version conflict, already ordered) get their
 * own messages.
 *
 * @example
 * try {
 *   await payCart(connection, cartId, payment, { idempotencyKey });
 * } catch (error) {
 *   const failure = paymentFailureOf(error);
 *   showAlert(failure.title, failure.message);
 * }
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (!isApiError(error)) {
    return { kind: 'generic', code: 'ECX041', message: PAYMENT_MESSAGES.generic };
  }
  const serviceCode = error.serviceCode ?? '';
  if (NONCE_FAILURE_CODES.includes(serviceCode)) {
    return { kind: 'refresh', code: 'ECX043', message: PAYMENT_MESSAGES.refreshBrowser };
  }
  if (serviceCode === 'CARD_DECLINED') {
    const processorText =
      bodyField(error.body, 'processorResponseText') ?? error.detail ?? PAYMENT_MESSAGES.failedText;
    return {
      kind: 'declined',
      code: 'ECX041',
      title: PAYMENT_MESSAGES.failedTitle,
      message: processorText,
    };
  }
  if (serviceCode === 'PaymentMethodNotAllowed') {
    return { kind: 'invalidMethod', code: 'ECX041', message: PAYMENT_MESSAGES.selectValidMethod };
  }
  if (serviceCode === 'CartNotReady') {
    return {
      kind: 'cartNotReady',
      code: 'ECX041',
      message: error.detail ?? PAYMENT_MESSAGES.placeOrderFailed,
    };
  }
  if (serviceCode === 'ConcurrentModification' || serviceCode === 'CheckoutInProgress') {
    return { kind: 'conflict', code: 'ECX041', message: VERSION_MISMATCH_MESSAGE };
  }
  if (serviceCode === 'CartAlreadyOrdered') {
    const orderId = bodyField(error.body, 'orderId');
    return {
      kind: 'alreadyOrdered',
      code: 'ECX041',
      message: error.detail ?? PAYMENT_MESSAGES.placeOrderFailed,
      ...(orderId ? { orderId } : {}),
    };
  }
  if (error.code === 'ECX021') {
    return { kind: 'placeOrder', code: 'ECX021', message: PAYMENT_MESSAGES.placeOrderFailed };
  }
  return { kind: 'generic', code: 'ECX041', message: PAYMENT_MESSAGES.generic };
}
