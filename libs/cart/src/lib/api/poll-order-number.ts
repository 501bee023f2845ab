import { isApiError } from '@storefront/http';
import { CartError } from '../cart-error';
import { wait, type Sleep } from '../wait';
import type { ApiOrder } from './cart-schemas';
import type { CartConnection } from './cart-connection';
import { getOrder } from './get-order';

/**
 * How often and how long the confirmation page asks for the order number: 10 tries, 1000 ms
 * apart (the spec leaves both open; the number appears about 3 s after the order).
 *
 * @example
 * ORDER_NUMBER_POLLING.maxTries * ORDER_NUMBER_POLLING.intervalMs; // 10000
 */
export const ORDER_NUMBER_POLLING = { maxTries: 10, intervalMs: 1000 } as const;

/**
 * The message when an order never gets its number, or cannot be found (spec).
 *
 * @example
 * ORDER_MISSING_MESSAGE; // 'Order seems to be missing!'
 */
export const ORDER_MISSING_MESSAGE = 'Order seems to be missing!';

/**
 * Options of {@link pollOrderNumber}.
 *
 * @example
 * const options: PollOrderNumberOptions = { maxTries: 3, intervalMs: 0 };
 */
export interface PollOrderNumberOptions {
  maxTries?: number;
  intervalMs?: number;
  /** Stops polling (the page was left); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Replaces the timer (tests). */
  sleep?: Sleep;
}

/**
 * Reads the order until it has an order number (spec: order detail is polled until an order
 * number exists) and answers it. When the number has not come after `maxTries`, or the order
 * is not found, it fails with a `CartError` ECX040 'Order seems to be missing!'. Other failures
 * (no answer, 5xx) count as a try and are retried.
 *
 * @example
 * const order = await pollOrderNumber(connection, orderId, { signal });
 * order.orderNumber; // 'BU100001'
 */
export async function pollOrderNumber(
  connection: CartConnection,
  orderId: string,
  options: PollOrderNumberOptions = {},
): Promise<ApiOrder & { orderNumber: string }> {
  const maxTries = options.maxTries ?? ORDER_NUMBER_POLLING.maxTries;
  const intervalMs = options.intervalMs ?? ORDER_NUMBER_POLLING.intervalMs;
  const sleep = options.sleep ?? wait;
  let lastError: unknown;
  for (let attempt = 1; attempt <= maxTries; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      const order = await getOrder(connection, orderId);
      if (order.orderNumber) return { ...order, orderNumber: order.orderNumber };
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        throw new CartError({ code: 'ECX040', message: ORDER_MISSING_MESSAGE, cause: error });
      }
      lastError = error;
    }
    if (attempt < maxTries) await sleep(intervalMs, options.signal);
  }
  throw new CartError({ code: 'ECX040', message: ORDER_MISSING_MESSAGE, cause: lastError });
}
