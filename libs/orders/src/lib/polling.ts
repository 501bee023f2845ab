import { PAYMENT_POLLING } from './order-constants';

/**
 * How often and how long to poll.
 *
 * @example
 * const options: PollOptions = { maxTries: 3, intervalMs: 5000 };
 */
export interface PollOptions {
  /** Tries in all, the first included (at least 1). */
  maxTries: number;
  /** Wait between two tries. */
  intervalMs: number;
  /** Stops waiting and polling; the poll rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Replaces the timer (tests pass one that resolves at once). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * The outcome of {@link pollUntil}: the last value read, whether it satisfied the condition and
 * how many tries it took.
 *
 * @example
 * const { value, done, tries } = await pollUntil(readOrder, (order) => order.orderNumber !== null, options);
 */
export interface PollResult<T> {
  value: T;
  done: boolean;
  tries: number;
}

/**
 * Waits `ms` milliseconds; rejects with the signal's reason when it aborts.
 *
 * @example
 * await sleep(5000, controller.signal);
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `read` until `isDone(value)` holds or `maxTries` calls were made, waiting
 * `intervalMs` between calls. A failing `read` rejects at once (callers decide about errors);
 * an abort rejects with the signal's reason.
 *
 * @example
 * const result = await pollUntil(() => getOrder(client, id), (order) => order.orderNumber !== null, {
 *   maxTries: 10,
 *   intervalMs: 1000,
 * });
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  options: PollOptions,
): Promise<PollResult<T>> {
  const maxTries = Math.max(1, Math.floor(options.maxTries));
  const wait = options.sleep ?? sleep;
  let tries = 0;
  for (;;) {
    if (options.signal?.aborted) throw options.signal.reason as Error;
    tries += 1;
    const value = await read();
    if (isDone(value)) return { value, done: true, tries };
    if (tries >= maxTries) return { value, done: false, tries };
    await wait(options.intervalMs, options.signal);
  }
}

/**
 * Polls a payment's status the spec's way: at most 3 tries, 5000 ms apart
 * ({@link PAYMENT_POLLING}), until `isSettled` holds. The checkout's `placeOrder` (in
 * `@storefront/cart`) sends a payment whose answer was lost again with it.
 *
 * @example
 * const { value: order, done } = await pollPayment(
 *   () => getOrder(client, orderId),
 *   (order) => order.paymentStatus === 'Paid',
 * );
 */
export function pollPayment<T>(
  read: () => Promise<T>,
  isSettled: (value: T) => boolean,
  options: Partial<PollOptions> = {},
): Promise<PollResult<T>> {
  return pollUntil(read, isSettled, {
    maxTries: PAYMENT_POLLING.maxTries,
    intervalMs: PAYMENT_POLLING.intervalMs,
    ...options,
  });
}
