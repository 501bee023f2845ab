import { StorefrontError } from '@storefront/http';

/**
 * What went wrong (the error's `reason`; its `code` is the ECX code), as reported to `onError`
 * (the library never throws into the app):
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
 * const reason: AnalyticsErrorCode = 'EventRejected';
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

// The spec gives analytics no ECX code of its own: every reason is ECX999, with the catalogue's
// kind for it (`unknown`), so an analytics error never passes for an `ApiError`.
const ANALYTICS_ECX_CODE = 'ECX999';

/**
 * A problem of the analytics client, with a stable `reason`. It is handed to the `onError`
 * option of `createAnalytics`, never thrown at the app. It is a `StorefrontError` of
 * `@storefront/http` (`isStorefrontError`, `kind`, `userMessage`) whose `code` is ECX999: the
 * spec gives analytics no ECX code of its own.
 *
 * @example
 * createAnalytics({
 *   endpoint, writeKey,
 *   onError: (error) => {
 *     if (error.reason === 'WriteKeyRejected') console.error(error.message);
 *   },
 * });
 */
export class AnalyticsError extends StorefrontError {
  override readonly name = 'AnalyticsError';
  /** What exactly went wrong (stable). */
  readonly reason: AnalyticsErrorCode;
  readonly status?: number;
  readonly paths: readonly string[];
  readonly count?: number;
  readonly [ANALYTICS_ERROR_BRAND] = true;

  constructor(reason: AnalyticsErrorCode, message: string, details: AnalyticsErrorDetails = {}) {
    super({ code: ANALYTICS_ECX_CODE, message, cause: details.cause });
    this.reason = reason;
    this.status = details.status;
    this.paths = details.paths ?? [];
    this.count = details.count;
  }
}

/**
 * Whether a value is an {@link AnalyticsError} (of a given reason), also across duplicated
 * copies of the package.
 *
 * @example
 * onError: (error) => {
 *   if (isAnalyticsError(error, 'SensitiveDataRemoved')) reportBug(error.paths);
 * }
 */
export function isAnalyticsError(
  value: unknown,
  reason?: AnalyticsErrorCode,
): value is AnalyticsError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[ANALYTICS_ERROR_BRAND] === true &&
    (reason === undefined || (value as AnalyticsError).reason === reason)
  );
}
