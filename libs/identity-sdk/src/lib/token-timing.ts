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
