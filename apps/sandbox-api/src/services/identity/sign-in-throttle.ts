import type { SandboxClock } from '../../clock.ts';

/**
 * Brute-force protection of sign-in, like Auth0's: failed attempts are counted per account
 * (tenant and email, whether or not it exists, so the answer tells nothing about accounts) and
 * per client address within a window; past the limit every attempt on that account or from that
 * address is answered 429 with `Retry-After` until the block ends, without checking the
 * password. A successful sign-in clears its account's failures. Times are the sandbox clock's.
 *
 * Thresholds: 10 failures per account in 15 minutes (Auth0's default is 10 per account and
 * address), 100 failures per address in 15 minutes; a block lasts 15 minutes. Only failures
 * count: the Playwright journeys sign hundreds of shoppers in from 127.0.0.1, but they fail a
 * password only a handful of times, far from 100.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  blockMs: 15 * 60 * 1000,
  perAccount: 10,
  perAddress: 100,
} as const;

interface Counter {
  /** Times of the failures within the window, oldest first. */
  failures: number[];
  blockedUntil: number;
}

/** The sign-in throttle of one sandbox (in memory: a restart forgets it). */
export interface SignInThrottle {
  /** Seconds until the account and the address may try again; 0 when they may now. */
  blockedSeconds(account: string, address: string): number;
  recordFailure(account: string, address: string): void;
  recordSuccess(account: string): void;
}

export function createSignInThrottle(
  clock: SandboxClock,
  limits: typeof SIGN_IN_THROTTLE = SIGN_IN_THROTTLE,
): SignInThrottle {
  const accounts = new Map<string, Counter>();
  const addresses = new Map<string, Counter>();

  const counter = (map: Map<string, Counter>, key: string): Counter => {
    let found = map.get(key);
    if (!found) {
      found = { failures: [], blockedUntil: 0 };
      map.set(key, found);
    }
    return found;
  };
  const prune = (entry: Counter, now: number) => {
    while (entry.failures.length > 0 && entry.failures[0]! <= now - limits.windowMs) {
      entry.failures.shift();
    }
  };
  const remainingMs = (map: Map<string, Counter>, key: string, now: number) =>
    Math.max(0, (map.get(key)?.blockedUntil ?? 0) - now);
  const fail = (map: Map<string, Counter>, key: string, limit: number, now: number) => {
    const entry = counter(map, key);
    prune(entry, now);
    entry.failures.push(now);
    if (entry.failures.length >= limit) {
      entry.blockedUntil = now + limits.blockMs;
      entry.failures = [];
    }
  };

  return {
    blockedSeconds(account, address) {
      const now = clock.now().getTime();
      const wait = Math.max(
        remainingMs(accounts, account, now),
        remainingMs(addresses, address, now),
      );
      return Math.ceil(wait / 1000);
    },
    recordFailure(account, address) {
      const now = clock.now().getTime();
      fail(accounts, account, limits.perAccount, now);
      fail(addresses, address, limits.perAddress, now);
    },
    recordSuccess(account) {
      accounts.delete(account);
    },
  };
}
