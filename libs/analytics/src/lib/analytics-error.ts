/**
 * What went wrong, as reported to `onError` (the library never throws into the app):
 * - `SensitiveDataRemoved`: properties, traits or context held a password, token or card data;
 *   those values were left out and the event was sent without them (`paths` names them);
 * - `InvalidEvent`: a call was missing what its event needs (an empty user id, an
 *   `Order Completed` without `order_id`, a money value that is not whole cents, a payload that
 *   is not JSON); the event was not sent, or sent without the bad value (`paths`);
 * - `EventRejected`: the sink refused an event for good (a 4xx answer); it was dropped;
 * - `WriteKeyRejected`: the sink did not know the write key (401); the events were dropped;
 * - `QueueOverflow`: more than `maxQueueSize` events were waiting; the oldest were dropped;
 * - `DeliveryDelayed`: sending failed (network, 5xx, 429); the events stay queued and are sent
 *   again after a back-off.
 *
 * @example
 * const code: AnalyticsErrorCode = 'EventRejected';
 */
export type AnalyticsErrorCode =
  | 'SensitiveDataRemoved'
  | 'InvalidEvent'
  | 'EventRejected'
  | 'WriteKeyRejected'
  | 'QueueOverflow'
  | 'DeliveryDelayed';

/**
 * Extra facts of an {@link AnalyticsError}.
 *
 * @example
 * const details: AnalyticsErrorDetails = { status: 400, paths: ['properties.password'] };
 */
export interface AnalyticsErrorDetails {
  /** HTTP status of the sink's answer, when there was one. */
  readonly status?: number;
  /** Paths in the event of the values at fault. */
  readonly paths?: readonly string[];
  /** Number of events concerned. */
  readonly count?: number;
  /** The underlying error (a network failure, a JSON error). */
  readonly cause?: unknown;
}

const ANALYTICS_ERROR_BRAND = Symbol.for('@storefront/analytics.AnalyticsError');

/**
 * A problem of the analytics client, with a stable `code`. It is handed to the `onError`
 * option of `createAnalytics`, never thrown at the app.
 *
 * @example
 * createAnalytics({
 *   endpoint, writeKey,
 *   onError: (error) => {
 *     if (error.code === 'WriteKeyRejected') console.error(error.message);
 *   },
 * });
 */
export class AnalyticsError extends Error {
  override readonly name = 'AnalyticsError';
  readonly code: AnalyticsErrorCode;
  readonly status?: number;
  readonly paths: readonly string[];
  readonly count?: number;
  readonly [ANALYTICS_ERROR_BRAND] = true;

  constructor(code: AnalyticsErrorCode, message: string, details: AnalyticsErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status;
    this.paths = details.paths ?? [];
    this.count = details.count;
  }
}

/**
 * Whether a value is an {@link AnalyticsError} (of a given code), also across duplicated
 * copies of the package.
 *
 * @example
 * onError: (error) => {
 *   if (isAnalyticsError(error, 'SensitiveDataRemoved')) reportBug(error.paths);
 * }
 */
export function isAnalyticsError(
  value: unknown,
  code?: AnalyticsErrorCode,
): value is AnalyticsError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[ANALYTICS_ERROR_BRAND] === true &&
    (code === undefined || (value as AnalyticsError).code === code)
  );
}
