import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_CHECK_DELAY_MS,
  RETRY_BACKOFF,
  TOKEN_REFRESH_RESCHEDULE_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
  clockOffset,
  needsTokenRefresh,
  nextCheckDelay,
  refreshDueAt,
  retryDelay,
} from './token-timing';

const now = Date.UTC(2024, 2, 5, 12, 0, 0);
const nowSeconds = now / 1000;

describe('timing constants', () => {
  it('keep the spec values', () => {
    expect(TOKEN_REFRESH_RESCHEDULE_MS).toBe(900000);
    expect(TOKEN_REFRESH_THRESHOLD_MS).toBe(3600000);
  });
});

describe('needsTokenRefresh', () => {
  it('only reschedules with more than one hour left', () => {
    expect(needsTokenRefresh(nowSeconds + 3601, now)).toBe(false);
    expect(needsTokenRefresh(nowSeconds + 86400, now)).toBe(false);
  });

  it('refreshes with one hour or less left, or when expired', () => {
    expect(needsTokenRefresh(nowSeconds + 3600, now)).toBe(true);
    expect(needsTokenRefresh(nowSeconds + 60, now)).toBe(true);
    expect(needsTokenRefresh(nowSeconds - 60, now)).toBe(true);
  });

  it('treats an expiry that is not a number as due', () => {
    expect(needsTokenRefresh(Number.NaN, now)).toBe(true);
    expect(needsTokenRefresh(Number.POSITIVE_INFINITY, now)).toBe(true);
  });

  it('uses the real clock by default', () => {
    expect(needsTokenRefresh(Date.now() / 1000 + 7200)).toBe(false);
    expect(needsTokenRefresh(Date.now() / 1000 + 600)).toBe(true);
  });
});

describe('refreshDueAt', () => {
  it('is one hour before expiry for tokens living longer than an hour (spec)', () => {
    expect(refreshDueAt({ issuedAt: nowSeconds, expiresAt: nowSeconds + 86_400 })).toBe(
      now + 86_400_000 - TOKEN_REFRESH_THRESHOLD_MS,
    );
    expect(refreshDueAt({ issuedAt: undefined, expiresAt: nowSeconds + 7200 })).toBe(
      now + 3_600_000,
    );
  });

  it('is half the lifetime for tokens living an hour or less', () => {
    expect(refreshDueAt({ issuedAt: nowSeconds, expiresAt: nowSeconds + 600 })).toBe(now + 300_000);
    expect(refreshDueAt({ issuedAt: nowSeconds, expiresAt: nowSeconds + 3600 })).toBe(
      now + 1_800_000,
    );
  });
});

describe('nextCheckDelay', () => {
  it('reschedules every 900000 ms while the token is far from due (spec)', () => {
    expect(nextCheckDelay(now + 23 * 3_600_000, now)).toBe(900_000);
  });

  it('checks when the token falls due, if that is sooner', () => {
    expect(nextCheckDelay(now + 120_000, now)).toBe(120_000);
  });

  it('waits at least the minimum when due or unreadable', () => {
    expect(nextCheckDelay(now - 5_000, now)).toBe(MIN_CHECK_DELAY_MS);
    expect(nextCheckDelay(Number.NaN, now)).toBe(MIN_CHECK_DELAY_MS);
    expect(nextCheckDelay(Number.NEGATIVE_INFINITY, now)).toBe(MIN_CHECK_DELAY_MS);
    expect(nextCheckDelay(Number.POSITIVE_INFINITY, now)).toBe(TOKEN_REFRESH_RESCHEDULE_MS);
  });

  const anyNumber = fc.oneof(
    fc.double({ noNaN: false }),
    fc.integer(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
  );

  it('always gives a delay within [0, 900000], never negative (property)', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (dueAt, nowMs) => {
        const delay = nextCheckDelay(dueAt, nowMs);
        return Number.isFinite(delay) && delay >= 0 && delay <= TOKEN_REFRESH_RESCHEDULE_MS;
      }),
      { numRuns: 2000 },
    );
  });

  it('never spins: any token and clock, checked on schedule, refreshes at most once per half-life (property)', () => {
    // Simulates a client whose clock is off by `skewMs`, checking on the schedule the SDK
    // computes, against a server that issues tokens of `lifetimeS` seconds. Offsets are
    // measured from `iat` at receipt, as createIdentity does.
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 * 86_400 }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (lifetimeS, skewMs, latencyMs) => {
          let serverNow = now;
          const horizonMs = 3 * 86_400_000;
          const issue = () => {
            const issuedAt = Math.floor(serverNow / 1000);
            serverNow += latencyMs;
            const localNow = serverNow + skewMs;
            return {
              issuedAt,
              expiresAt: issuedAt + lifetimeS,
              offset: clockOffset(localNow, issuedAt),
            };
          };
          let token = issue();
          let checks = 0;
          let refreshes = 0;
          while (serverNow - now < horizonMs) {
            const localNow = serverNow + skewMs;
            const issuerNow = localNow - token.offset;
            const delay = nextCheckDelay(refreshDueAt(token), issuerNow);
            if (delay < MIN_CHECK_DELAY_MS || delay > TOKEN_REFRESH_RESCHEDULE_MS) return false;
            serverNow += delay;
            checks += 1;
            const issuerAtCheck = serverNow + skewMs - token.offset;
            if (issuerAtCheck >= refreshDueAt(token)) {
              // Refreshed on schedule, a token of 10 s or more is still valid.
              if (lifetimeS >= 10 && serverNow >= token.expiresAt * 1000) return false;
              refreshes += 1;
              token = issue();
            }
          }
          const lifetimeMs = lifetimeS * 1000;
          const spacing = Math.max(
            MIN_CHECK_DELAY_MS,
            lifetimeMs > TOKEN_REFRESH_THRESHOLD_MS
              ? lifetimeMs - TOKEN_REFRESH_THRESHOLD_MS
              : lifetimeMs / 2 - 1000,
          );
          return checks <= horizonMs / MIN_CHECK_DELAY_MS && refreshes <= horizonMs / spacing + 1;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and stays at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(retryDelay(0)).toBe(RETRY_BACKOFF.initialMs);
    expect(retryDelay(Number.NaN)).toBe(RETRY_BACKOFF.initialMs);
  });

  it('is bounded for every attempt (property)', () => {
    fc.assert(
      fc.property(fc.double(), (attempt) => {
        const delay = retryDelay(attempt);
        return delay >= RETRY_BACKOFF.initialMs && delay <= RETRY_BACKOFF.maxMs;
      }),
    );
  });
});

describe('clockOffset', () => {
  it('is the local clock minus the issuer clock at receipt', () => {
    expect(clockOffset(now + 3_600_000, nowSeconds)).toBe(3_600_000);
    expect(clockOffset(now - 3_600_000, nowSeconds)).toBe(-3_600_000);
    expect(clockOffset(now, undefined)).toBe(0);
  });
});
