/**
 * Orders per page of the order history (spec).
 *
 * @example
 * const pages = Math.ceil(total / ORDER_HISTORY_PAGE_SIZE);
 */
export const ORDER_HISTORY_PAGE_SIZE = 5;

/**
 * Payment polling of the spec: at most 3 tries, 5000 ms apart. `pollPayment` (polling.ts, the
 * one polling loop) polls with it; write no loop of your own.
 *
 * @example
 * const { done } = await pollPayment(readPayment, (payment) => payment.status === 'Paid');
 * PAYMENT_POLLING.maxTries * PAYMENT_POLLING.intervalMs; // 15000: the longest wait
 */
export const PAYMENT_POLLING = { maxTries: 3, intervalMs: 5000 } as const;

/**
 * Polling of the order detail until its order number exists. The spec polls "until an order
 * number exists" without naming tries or delay; these are ours (README, Decisions): 10 tries,
 * 1000 ms apart, enough for the sandbox's 3 s and a real service's usual delay.
 *
 * @example
 * await pollOrderNumber(client, orderId, ORDER_NUMBER_POLLING);
 */
export const ORDER_NUMBER_POLLING = { maxTries: 10, intervalMs: 1000 } as const;
