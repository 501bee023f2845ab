/**
 * Orders per page of the order history (spec).
 *
 * @example
 * const pages = Math.ceil(total / ORDER_HISTORY_PAGE_SIZE);
 */
export const ORDER_HISTORY_PAGE_SIZE = 5;

/**
 * Payment polling of the spec: at most 3 tries, 5000 ms apart.
 *
 * @example
 * for (let attempt = 1; attempt <= PAYMENT_POLLING.maxTries; attempt += 1) {
 *   if (await isPaid()) break;
 *   await sleep(PAYMENT_POLLING.intervalMs);
 * }
 */
export const PAYMENT_POLLING = { maxTries: 3, intervalMs: 5000 } as const;
