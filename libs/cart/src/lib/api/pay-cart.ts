import { defineStatusHandlers, schemaOnRequest } from '@storefront/http';
import type { CartConnection } from './cart-connection';
import type { PaymentResult } from './pay-cart-response';
import type { PaymentInstrumentType } from '@storefront/orders';

/**
 * The payment codes that mean the nonce cannot be charged (spec: both give ECX043, 'Payment
 * failed, please refresh your browser.').
 *
 * @example
 * NONCE_FAILURE_CODES.includes(error.serviceCode);
 */
export const NONCE_FAILURE_CODES: readonly string[] = [
  'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
  'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN',
];

/**
 * Status handlers of the payment calls: ECX043 for a consumed or unknown nonce; ECX021 when
 * the order could not be placed for a reason of the service's own (no answer, or a 5xx
 * without a payment code: 'Something went wrong while placing the order!'); ECX041 (the
 * generic payments error) for every other payment failure.
 *
 * @example
 * connection.payments(PAY_CART_ERROR_CODES);
 */
export const PAY_CART_ERROR_CODES = defineStatusHandlers({
  all: ({ serviceCode, status }) => {
    if (serviceCode !== undefined && NONCE_FAILURE_CODES.includes(serviceCode)) return 'ECX043';
    if ((status === 0 || status >= 500) && !isPaymentServiceCode(serviceCode)) return 'ECX021';
    return 'ECX041';
  },
});

/** A code the payment processor gave (a declined card, a processor outage), not a crash. */
function isPaymentServiceCode(serviceCode: string | undefined): boolean {
  return serviceCode !== undefined && /^[A-Z][A-Z0-9_]+$/.test(serviceCode);
}

export type { PaymentResult } from './pay-cart-response';

/**
 * How the shopper pays: a card nonce, an invoice (with or without terms), or nothing for an
 * order total of $0.00.
 *
 * @example
 * const payment: CartPayment = { paymentType: 'braintree', nonce: 'tokencc_…' };
 */
export type CartPayment =
  | {
      paymentType: 'braintree';
      nonce: string;
      paymentInstrumentType?: 'credit_card' | 'paypal_account';
    }
  | {
      paymentType: 'paymentByInvoice';
      paymentInstrumentType: Extract<PaymentInstrumentType, `invoice_${string}`>;
      poNumber?: string;
    }
  | { paymentType: 'freeOfCharge' };

/**
 * Pays the cart and so places the order (`POST carts/{cartId}/payments`). `idempotencyKey` is
 * one per payment attempt: sending the same attempt again (a lost answer) replays the first
 * answer and never charges twice. `cartVersion` makes a payment of a cart that changed meanwhile
 * a `409 ConcurrentModification`. `siteUrl` (the store's origin) is where the order mail links
 * to the order (`${siteUrl}/my-orders/{orderId}`). Failures are `ApiError`s whose `serviceCode` is the payment
 * code (`CARD_DECLINED`, `TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED`, …; see `paymentFailureOf`).
 *
 * @example
 * const result = await payCart(connection, cart.id, { paymentType: 'braintree', nonce }, { idempotencyKey: nanoid(), cartVersion: cart.version });
 */
export async function payCart(
  connection: CartConnection,
  cartId: string,
  payment: CartPayment,
  options: { idempotencyKey: string; cartVersion?: number; siteUrl?: string },
): Promise<PaymentResult> {
  const path = `carts/${encodeURIComponent(cartId)}/payments`;
  // ECX021: what PAY_CART_ERROR_CODES gives a request without answer (status 0, no payment code).
  const request = { method: 'post', path, code: 'ECX021' } as const;
  return connection.payments(PAY_CART_ERROR_CODES).post(path, {
    json: {
      ...payment,
      ...(options.cartVersion === undefined ? {} : { cartVersion: options.cartVersion }),
      ...(options.siteUrl === undefined ? {} : { siteUrl: options.siteUrl }),
    },
    headers: { 'Idempotency-Key': options.idempotencyKey },
    schema: schemaOnRequest(request, () =>
      import('./pay-cart-response').then((module) => module.paymentResultSchema),
    ),
  });
}
