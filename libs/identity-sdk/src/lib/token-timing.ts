/**
 * How often token refresh is rescheduled: every 900000 ms, 15 minutes (spec).
 *
 * @example
 * setInterval(checkTokens, TOKEN_REFRESH_RESCHEDULE_MS);
 */
export const TOKEN_REFRESH_RESCHEDULE_MS = 900_000;

/**
 * A token is refreshed once no more than 3600000 ms, 1 hour, of its life remains (spec).
 *
 * @example
 * const refreshAt = expiresAtMs - TOKEN_REFRESH_THRESHOLD_MS;
 */
export const TOKEN_REFRESH_THRESHOLD_MS = 3_600_000;

/**
 * Whether a token must be refreshed now: true unless more than one hour of its life remains
 * (spec: with more than 1 hour left, only reschedule). `expiresAt` is the token's `exp` claim
 * in seconds; an expiry that is not a finite number counts as due.
 *
 * @example
 * needsTokenRefresh(Math.floor(Date.now() / 1000) + 7200); // false (two hours left)
 * needsTokenRefresh(Math.floor(Date.now() / 1000) + 600); // true (ten minutes left)
 */
export function needsTokenRefresh(expiresAt: number, now: number = Date.now()): boolean {
  if (!Number.isFinite(expiresAt)) return true;
  return expiresAt * 1000 - now <= TOKEN_REFRESH_THRESHOLD_MS;
}

/**
 * The shortest delay before a scheduled token check, so that no schedule can spin.
 *
 * @example
 * MIN_CHECK_DELAY_MS; // 1000
 */
export const MIN_CHECK_DELAY_MS = 1_000;

/**
 * Retry delays after a refresh that got no answer or a 5xx: 1 s, doubling up to 60 s, and
 * staying at 60 s while the service is away (the session is kept meanwhile).
 *
 * @example
 * RETRY_BACKOFF; // { initialMs: 1000, maxMs: 60000 }
 */
export const RETRY_BACKOFF = { initialMs: 1_000, maxMs: 60_000 } as const;

/**
 * When a token is due for refresh, in the issuer's clock (milliseconds). The spec's rule is
 * "refresh once no more than one hour remains", so a token is due at `exp - 1 h`. A token
 * that lives one hour or less in total would be due the moment it is issued and every check
 * would refresh it again; such short-lived tokens (test setups, other providers) are due at
 * half their lifetime instead.
 *
 * @example
 * refreshDueAt({ issuedAt: 0, expiresAt: 86_400 }); // 82_800_000 (23 h)
 * refreshDueAt({ issuedAt: 0, expiresAt: 600 }); // 300_000 (half of 10 min)
 */
export function refreshDueAt(token: {
  readonly issuedAt?: number | undefined;
  readonly expiresAt: number;
}): number {
  const expiresAtMs = token.expiresAt * 1000;
  if (!Number.isFinite(expiresAtMs)) return Number.NEGATIVE_INFINITY;
  const issuedAtMs = token.issuedAt === undefined ? Number.NaN : token.issuedAt * 1000;
  const lifetimeMs = expiresAtMs - issuedAtMs;
  if (Number.isFinite(lifetimeMs) && lifetimeMs > 0 && lifetimeMs <= TOKEN_REFRESH_THRESHOLD_MS) {
    return issuedAtMs + lifetimeMs / 2;
  }
  return expiresAtMs - TOKEN_REFRESH_THRESHOLD_MS;
}

/**
 * The delay until the next token check: the time left until the token is due, never more
 * than the spec's 900000 ms reschedule and never less than {@link MIN_CHECK_DELAY_MS}; a due
 * or unreadable time gives the minimum (the check then refreshes, which moves the due time).
 *
 * @example
 * nextCheckDelay(82_800_000, 0); // 900000
 * nextCheckDelay(300_000, 299_500); // 1000
 */
export function nextCheckDelay(dueAtMs: number, nowMs: number): number {
  const untilDue = dueAtMs - nowMs;
  if (Number.isNaN(untilDue)) return MIN_CHECK_DELAY_MS;
  return Math.min(TOKEN_REFRESH_RESCHEDULE_MS, Math.max(MIN_CHECK_DELAY_MS, untilDue));
}

/**
 * The delay before retry number `attempt` (1 for the first retry) of a refresh that failed
 * for want of an answer: {@link RETRY_BACKOFF}, doubling, capped.
 *
 * @example
 * [1, 2, 3, 10].map(retryDelay); // [1000, 2000, 4000, 60000]
 */
export function retryDelay(attempt: number): number {
  if (!Number.isFinite(attempt) || attempt < 1) return RETRY_BACKOFF.initialMs;
  const exponent = Math.min(Math.floor(attempt) - 1, 30);
  return Math.min(RETRY_BACKOFF.maxMs, RETRY_BACKOFF.initialMs * 2 ** exponent);
}

/**
 * How far the local clock runs ahead of the token issuer's (negative: behind), estimated
 * when a token arrives: local receipt time minus the token's `iat`. Subtracting it from the
 * local clock gives the issuer's time, so expiry decisions hold even when the device clock is
 * wrong by hours. The estimate includes the request latency (and `iat`'s rounding to whole
 * seconds), which only makes tokens look a moment older.
 *
 * @example
 * clockOffset(Date.UTC(2030, 0, 1, 13), Date.UTC(2030, 0, 1, 12) / 1000); // 3600000
 */
export function clockOffset(localNowMs: number, issuedAtSeconds: number | undefined): number {
  if (issuedAtSeconds === undefined || !Number.isFinite(issuedAtSeconds)) return 0;
  const offset = localNowMs - issuedAtSeconds * 1000;
  return Number.isFinite(offset) ? offset : 0;
}

/**
 * How far the local clock may be trusted to disagree with a token issuer whose time the SDK
 * could not read (no `Date` header on its answers): 5 minutes. A token received then must be
 * unexpired by the local clock within this leeway; its `iat` only counts within it.
 *
 * @example
 * MAX_UNMEASURED_CLOCK_SKEW_MS; // 300000
 */
export const MAX_UNMEASURED_CLOCK_SKEW_MS = 300_000;

/**
 * The clock offset (local minus issuer) to judge a token just received with: the one measured
 * from the service's `Date` header when there is one; otherwise the token's own `iat` is
 * believed only within {@link MAX_UNMEASURED_CLOCK_SKEW_MS}, so a replayed old token cannot
 * make itself look fresh.
 *
 * @example
 * receivedClockOffset(Date.UTC(2030, 0, 2) , Date.UTC(2030, 0, 1) / 1000, undefined); // 300000
 * receivedClockOffset(1_000_000, 0, 2_000); // 2000 (the Date header wins)
 */
export function receivedClockOffset(
  localNowMs: number,
  issuedAtSeconds: number | undefined,
  measuredOffsetMs: number | undefined,
): number {
  if (measuredOffsetMs !== undefined && Number.isFinite(measuredOffsetMs)) return measuredOffsetMs;
  const fromToken = clockOffset(localNowMs, issuedAtSeconds);
  return Math.max(-MAX_UNMEASURED_CLOCK_SKEW_MS, Math.min(MAX_UNMEASURED_CLOCK_SKEW_MS, fromToken));
}
