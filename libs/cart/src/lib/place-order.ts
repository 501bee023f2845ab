import { isApiError } from '@storefront/http';
import { pollPayment, type PollOptions } from '@storefront/orders';
import { nanoid } from 'nanoid';
import type { CartApi } from './api/cart-api';
import type { CartPayment, PaymentResult } from './api/pay-cart';
import { paymentFailureOf } from './payment-failure';

/**
 * A new idempotency key for one payment attempt (nanoid, 21 characters). Every attempt the
 * shopper starts gets a new key; repeating the same attempt (a lost answer) keeps it, so the
 * payment service replays the first answer instead of charging again.
 *
 * @example
 * const key = createIdempotencyKey(); // 'V1StGXR8_Z5jdHi6B-myT'
 */
export function createIdempotencyKey(): string {
  return nanoid();
}

/**
 * Options of {@link placeOrder}.
 *
 * @example
 * const options: PlaceOrderOptions = { cartId: cart.id, cartVersion: cart.version, payment };
 */
export interface PlaceOrderOptions {
  cartId: string;
  /** The cart version the shopper reviewed; a cart changed meanwhile is refused (409). */
  cartVersion?: number;
  payment: CartPayment;
  /** The store's origin (`window.location.origin`); the order mail links to the order there. */
  siteUrl?: string;
  /** The attempt's key; a new one is made when left out. */
  idempotencyKey?: string;
  /** Tries of the same attempt when no answer came; the spec's payment polling, 3. */
  maxTries?: number;
  /** Pause between those tries; the spec's 5000 ms. */
  intervalMs?: number;
  /** Replaces the timer (tests). */
  sleep?: PollOptions['sleep'];
  signal?: AbortSignal;
}

/**
 * Whether a failed payment call may have reached the service without its answer reaching us,
 * so the same attempt (same key, same body) should be sent again: no answer at all, a 5xx
 * without a payment code, or the first request with the key still running.
 *
 * @example
 * if (isPaymentPending(error)) await retrySameAttempt();
 */
export function isPaymentPending(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0) return true;
  if (error.serviceCode === 'IdempotentRequestInProgress') return true;
  return error.status >= 500 && error.serviceCode !== 'PROCESSOR_NETWORK_UNAVAILABLE';
}

/**
 * Pays the cart and so places the order, with one idempotency key for the attempt. When the
 * answer is lost (see {@link isPaymentPending}) the same request is sent again, at most
 * `maxTries` times `intervalMs` apart (spec: payment polling, 3 tries, 5000 ms) — the
 * service replays the stored answer, so the shopper is charged once. Every other failure is
 * thrown at once (map it with `paymentFailureOf`).
 *
 * @example
 * const { orderId } = await placeOrder(api, {
 *   cartId: cart.id,
 *   cartVersion: cart.version,
 *   payment: { paymentType: 'braintree', nonce },
 * });
 */
export async function placeOrder(api: CartApi, options: PlaceOrderOptions): Promise<PaymentResult> {
  const idempotencyKey = options.idempotencyKey ?? createIdempotencyKey();
  const attempt = async (): Promise<{ paid: PaymentResult } | { pending: unknown }> => {
    try {
      return {
        paid: await api.payCart(options.cartId, options.payment, {
          idempotencyKey,
          ...(options.cartVersion === undefined ? {} : { cartVersion: options.cartVersion }),
          ...(options.siteUrl === undefined ? {} : { siteUrl: options.siteUrl }),
        }),
      };
    } catch (error) {
      if (!isPaymentPending(error)) throw error;
      return { pending: error };
    }
  };
  // The spec's payment polling, whose loop orders owns: the same attempt again while pending.
  const { value } = await pollPayment(attempt, (outcome) => 'paid' in outcome, {
    ...(options.maxTries === undefined ? {} : { maxTries: options.maxTries }),
    ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if ('paid' in value) return value.paid;
  throw value.pending;
}

/**
 * {@link placeOrder}, where a cart the service says was ordered already (another tab, a lost
 * answer after a reload) counts as placed, with that order's id. The cart store's
 * `placeOrder` runs it; every other failure is thrown as it came.
 *
 * @example
 * const { orderId } = await placeOrderOnce(api, { cartId, cartVersion, payment });
 */
export async function placeOrderOnce(
  api: CartApi,
  options: PlaceOrderOptions,
): Promise<{ orderId: string }> {
  try {
    const { orderId } = await placeOrder(api, options);
    return { orderId };
  } catch (error) {
    const failure = paymentFailureOf(error);
    if (failure.kind === 'alreadyOrdered' && failure.orderId) return { orderId: failure.orderId };
    throw error;
  }
}
