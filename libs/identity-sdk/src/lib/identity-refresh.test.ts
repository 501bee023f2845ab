// @vitest-environment node
// Refresh scheduling, a rejected refresh token, and retries after network errors and 5xx,
// against the in-process sandbox. Timers are faked (vitest); token expiry moves with the sandbox
// clock and short token lifetimes. The sandbox clock is frozen (it moves only when a test moves
// it), so nothing depends on how long a step takes on the machine or on where a second boundary
// falls. Clock skew, single-flight refresh and tabs: identity-refresh-tabs.test.ts.
import { createSandboxClock, sandboxPerFile } from '@storefront/sandbox-api/testing';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@storefront/browser-storage';
import type { KeyValueStorage } from '@storefront/browser-storage';
import { HOUR, MINUTE, REFRESH, refreshSandboxPerFile } from './testing/refresh-harness';
import { SANDBOX_ORIGIN as ORIGIN } from './testing/sandbox-identity';

// Half a second into a second: `iat` and `exp` are whole seconds, the clock is not.
const { sandbox, recorder, makeTab, settle, advance, signedInTab } = refreshSandboxPerFile(
  sandboxPerFile({
    clock: createSandboxClock({ start: new Date('2030-01-01T00:00:00.500Z'), frozen: true }),
  }),
);

describe('user refresh check (spec section 4)', () => {
  it('only reschedules, every 900000 ms, while more than an hour is left', async () => {
    const tab = await signedInTab();
    const token = tab.identity.getState().accessToken;
    await advance(3 * 15 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(0);
    expect(tab.identity.getState().accessToken).toBe(token);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
  });

  it('refreshes both tokens once an hour or less is left, and publishes the new identity', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 90 * MINUTE;
    const tab = await signedInTab({ enableAnon: false });
    const first = tab.identity.getState();
    const firstRefresh = tab.storage.getItem(STORAGE_KEYS.userRefreshToken);
    await advance(29 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(0);
    await advance(2 * MINUTE); // 30 min in: exactly one hour left
    expect(tab.record.count(REFRESH)).toBe(1);
    const second = tab.identity.getState();
    // Told apart by their `jti` and times, never by the second they were signed in.
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(decodeJwt(second.accessToken!).jti).not.toBe(decodeJwt(first.accessToken!).jti);
    expect(second.canonicalId).toBe(first.canonicalId);
    expect(tab.storage.getItem(STORAGE_KEYS.userAccessToken)).toBe(second.accessToken);
    expect(tab.storage.getItem(STORAGE_KEYS.userRefreshToken)).not.toBe(firstRefresh);
    expect(tab.events.at(-1)).toMatchObject({ type: 'identity', accessToken: second.accessToken });
    // The fresh token has 90 minutes again: the next refresh is 30 minutes later, not sooner.
    await advance(25 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(1);
    await advance(10 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(2);
  });

  it('does nothing without a refresh token', async () => {
    const first = await signedInTab({ enableAnon: false });
    first.identity.destroy();
    first.storage.removeItem(STORAGE_KEYS.userRefreshToken);
    sandbox.config.tokenLifetimes.accessTokenMs = 30 * MINUTE;
    const tab = makeTab({ enableAnon: false }, { storage: first.storage });
    const state = await tab.identity.init();
    expect(state.isSignedIn).toBe(true);
    await advance(20 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(0);
  });

  it('refreshes at start-up when the stored access token is due', async () => {
    const first = await signedInTab({ enableAnon: false });
    first.identity.destroy();
    sandbox.clock.advance(23.5 * HOUR);
    try {
      const tab = makeTab({ enableAnon: false }, { storage: first.storage });
      const state = await tab.identity.init();
      expect(tab.record.count(REFRESH)).toBe(1);
      expect(state.accessToken).not.toBe(first.identity.getState().accessToken);
    } finally {
      sandbox.clock.advance(-23.5 * HOUR);
    }
  });

  it('runs the refresh check when the page becomes visible again', async () => {
    const visibility = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('document', visibility);
    const tab = await signedInTab({ enableAnon: false });
    sandbox.clock.advance(23.5 * HOUR); // the computer slept: no timer fired
    try {
      visibility.dispatchEvent(new Event('visibilitychange'));
      await settle();
      expect(tab.record.count(REFRESH)).toBe(0);
      visibility.visibilityState = 'visible';
      visibility.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(tab.record.count(REFRESH)).toBe(1));
    } finally {
      sandbox.clock.advance(-23.5 * HOUR);
    }
  });

  it('runs the anonymous check instead when a validation key exists', async () => {
    const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', visibility);
    const tab = makeTab();
    const { anonId } = await tab.identity.init();
    sandbox.clock.advance(23.5 * HOUR);
    try {
      visibility.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(tab.record.count(`/identities/${anonId}/token`)).toBe(1));
      expect(tab.record.count(REFRESH)).toBe(0);
      expect(tab.identity.getState().anonId).toBe(anonId);
    } finally {
      sandbox.clock.advance(-23.5 * HOUR);
    }
  });
});

describe('a rejected refresh token', () => {
  async function revoke(storage: KeyValueStorage) {
    const response = await sandbox.fetch(`${ORIGIN}/auth/v1/north-america/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: storage.getItem(STORAGE_KEYS.userRefreshToken) }),
    });
    expect(response.status).toBe(204);
  }

  it('clears the tokens, publishes refreshTokenFailed and starts an anonymous session', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 20 * MINUTE;
    const tab = await signedInTab();
    await revoke(tab.storage);
    expect(await tab.identity.getAccessToken()).toBe(tab.identity.getState().accessToken);
    await advance(11 * MINUTE); // half of 20 min: due
    expect(tab.record.count(REFRESH)).toBe(1);
    expect(tab.events.map((event) => event.type)).toContain('refreshTokenFailed');
    await vi.waitFor(() => expect(tab.identity.getState().status).toBe('anonymous'));
    const state = tab.identity.getState();
    expect(state).toMatchObject({ status: 'anonymous', isSignedIn: false, accessToken: null });
    expect(state.anonId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(tab.storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(tab.storage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    expect(await tab.identity.getAccessToken()).toBeNull();
  });

  it('signs out without an anonymous session when anonymous mode is off', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 20 * MINUTE;
    const tab = await signedInTab({ enableAnon: false });
    await revoke(tab.storage);
    sandbox.clock.advance(11 * MINUTE);
    expect(await tab.identity.getAccessToken()).toBeNull();
    expect(tab.identity.getState().status).toBe('signedOut');
    expect(tab.events.filter((event) => event.type === 'refreshTokenFailed')).toHaveLength(1);
  });
});

describe('network errors and 5xx on refresh', () => {
  it('keep the session and retry with bounded exponential backoff', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 2 * HOUR;
    let failing = true;
    let failures = 0;
    const record = recorder((path) => {
      if (!failing || !path.endsWith('/refresh')) return undefined;
      failures += 1;
      return failures % 2 === 0
        ? new TypeError('fetch failed')
        : new Response(JSON.stringify({ title: 'Unavailable', detail: 'down' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          });
    });
    const tab = await signedInTab({ enableAnon: false }, { record });
    const token = tab.identity.getState().accessToken;
    sandbox.clock.advance(HOUR + MINUTE); // due; the next check runs within 15 minutes
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(record.count('/refresh')).toBe(1);
    // Retries after 1, 2, 4, 8, 16, 32, 60, 60 s: eight more within 183 s.
    const retryTimes: number[] = [];
    for (let second = 1; second <= 183; second += 1) {
      const before = record.count('/refresh');
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
      if (record.count('/refresh') > before) retryTimes.push(second);
    }
    expect(retryTimes).toEqual([1, 3, 7, 15, 31, 63, 123, 183]);
    expect(tab.identity.getState()).toMatchObject({ isSignedIn: true, accessToken: token });
    expect(tab.storage.getItem(STORAGE_KEYS.userAccessToken)).toBe(token);
    expect(tab.events.map((event) => event.type)).not.toContain('refreshTokenFailed');
    // The service comes back: the next retry rotates the tokens.
    failing = false;
    await vi.advanceTimersByTimeAsync(60_000);
    // The retry reaches the sandbox (a database and real RS256 signing and verifying): wait
    // for its answer however long the machine takes, rather than for a quiet moment.
    await vi.waitFor(() => expect(tab.identity.getState().accessToken).not.toBe(token), {
      timeout: 10_000,
    });
    expect(tab.identity.getState().isSignedIn).toBe(true);
  });

  it('getAccessToken still returns the current token while it is valid', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 2 * HOUR;
    const record = recorder((path) =>
      path.endsWith('/refresh') ? new TypeError('offline') : undefined,
    );
    const tab = await signedInTab({ enableAnon: false }, { record });
    const token = tab.identity.getState().accessToken;
    sandbox.clock.advance(HOUR + MINUTE);
    expect(await tab.identity.getAccessToken()).toBe(token);
    sandbox.clock.advance(2 * HOUR); // expired, still offline
    expect(await tab.identity.getAccessToken()).toBeNull();
    expect(tab.identity.getState().isSignedIn).toBe(true);
  });
});
