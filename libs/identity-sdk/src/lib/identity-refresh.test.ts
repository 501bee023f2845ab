// @vitest-environment node
// Refresh scheduling, retries, clock skew and tabs, against the in-process sandbox. Timers are
// faked (vitest); token expiry moves with the sandbox clock and short token lifetimes. The
// sandbox clock is frozen (it moves only when a test moves it), so nothing depends on how long
// a step takes on the machine or on where a second boundary falls.
import { createSandboxClock, createTestSandbox } from '@storefront/sandbox-api/testing';
import type { TestSandbox } from '@storefront/sandbox-api/testing';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdentity } from './identity';
import type { Identity, IdentityEvent, IdentityOptions } from './identity';
import type { IdentityConfigInput } from './identity-config';
import { memoryStorage } from './identity-storage';
import type { IdentityStorage } from './identity-storage';
import { STORAGE_KEYS } from './storage-keys';
import { createMemoryTabCoordinator } from './tab-coordinator';
import type { TabCoordinator } from './tab-coordinator';
import {
  SANDBOX_BOXUP_CONFIG as CONFIG,
  registerSandboxCustomer,
  SANDBOX_ORIGIN as ORIGIN,
} from './testing/sandbox-identity';

const PASSWORD = 'Boxes4All!';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let sandbox: TestSandbox;
const created: Identity[] = [];
const defaultLifetimes = {
  accessTokenMs: 24 * HOUR,
  refreshTokenMs: 30 * 24 * HOUR,
  anonymousTokenMs: 24 * HOUR,
};

beforeAll(async () => {
  // Half a second into a second: `iat` and `exp` are whole seconds, the clock is not.
  sandbox = await createTestSandbox({
    clock: createSandboxClock({ start: new Date('2030-01-01T00:00:00.500Z'), frozen: true }),
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  Object.assign(sandbox.config.tokenLifetimes, defaultLifetimes);
});
afterEach(() => {
  for (const identity of created.splice(0)) identity.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.assign(sandbox.config.tokenLifetimes, defaultLifetimes);
});

type Failure = Response | Error | undefined;

/** Requests the sandbox is still answering, and a counter of request starts and ends. */
let inFlight = 0;
let activity = 0;
let settledActivity = 0;

function recorder(fail?: (path: string) => Failure) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    const failure = fail?.(path);
    if (failure !== undefined) activity += 1;
    if (failure instanceof Error) throw failure;
    if (failure !== undefined) return failure;
    inFlight += 1;
    activity += 1;
    try {
      const response = await sandbox.fetch(request);
      await response.clone().arrayBuffer();
      return response;
    } finally {
      inFlight -= 1;
      activity += 1;
    }
  };
  const count = (suffix: string) => calls.filter((call) => call.endsWith(suffix)).length;
  return { fetch, calls, count };
}

interface Tab {
  identity: Identity;
  record: ReturnType<typeof recorder>;
  logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  storage: IdentityStorage;
  events: IdentityEvent[];
}

function makeTab(
  config: Partial<IdentityConfigInput> = {},
  options: IdentityOptions & { record?: ReturnType<typeof recorder>; skewMs?: number } = {},
): Tab {
  const record = options.record ?? recorder();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const storage = options.storage ?? memoryStorage();
  const skewMs = options.skewMs ?? 0;
  const identity = createIdentity({ ...CONFIG, ...config } as IdentityConfigInput, {
    storage,
    fetch: record.fetch,
    now: () => sandbox.clock.now().getTime() + skewMs,
    logger,
    coordinator: options.coordinator ?? createMemoryTabCoordinator(),
  });
  created.push(identity);
  const events: IdentityEvent[] = [];
  identity.subscribe((_state, event) => events.push(event));
  return { identity, record, logger, storage, events };
}

async function registerCustomer(): Promise<string> {
  return registerSandboxCustomer(sandbox.fetch, 'tab');
}

/**
 * Lets work in flight finish: promise chains, and the I/O the fake timers do not drive (the
 * sandbox's database, WebCrypto signature checks), which completes on real event-loop turns.
 * After any request it waits until nothing has happened for 25 real milliseconds.
 */
async function settle(): Promise<void> {
  let busy = activity !== settledActivity;
  let seen = activity;
  let quietSince = Date.now();
  for (let turn = 1; ; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
    if (inFlight > 0 || activity !== seen) {
      busy = true;
      seen = activity;
      quietSince = Date.now();
    } else if (busy ? Date.now() - quietSince >= 25 : turn >= 3) {
      settledActivity = activity;
      return;
    }
  }
}

/**
 * Moves the sandbox clock and the fake timers together, in steps of 5 s (shorter than the
 * 10 s lock timeout), letting requests started in a step finish before the next one.
 */
async function advance(ms: number, step = 5_000): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    const slice = Math.min(step, ms - done);
    sandbox.clock.advance(slice);
    await vi.advanceTimersByTimeAsync(slice);
    await settle();
  }
}

async function signedInTab(
  config: Partial<IdentityConfigInput> = {},
  options: Parameters<typeof makeTab>[1] = {},
): Promise<Tab & { email: string }> {
  const email = await registerCustomer();
  const tab = makeTab(config, options);
  await tab.identity.init();
  await tab.identity.signIn({ email, password: PASSWORD });
  return { ...tab, email };
}

const REFRESH = '/auth/v1/north-america/refresh';

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
  async function revoke(storage: IdentityStorage) {
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
    await settle();
    expect(tab.identity.getState().accessToken).not.toBe(token);
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

describe('clock skew', () => {
  it.each([
    ['ahead', HOUR],
    ['behind', -HOUR],
  ])('a client clock an hour %s neither loops nor signs out', async (_name, skewMs) => {
    sandbox.config.tokenLifetimes.accessTokenMs = 2 * HOUR;
    const tab = await signedInTab({ enableAnon: false }, { skewMs });
    expect(tab.identity.getState().isSignedIn).toBe(true);
    // Server time: due at 60 minutes (one hour left of two), not before.
    await advance(55 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(0);
    await advance(20 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(1);
    await advance(30 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(1);
    expect(tab.identity.getState().isSignedIn).toBe(true);
    expect(await tab.identity.getAccessToken()).toBe(tab.identity.getState().accessToken);
  });

  it('a restored session keeps the offset measured at sign-in', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 2 * HOUR;
    const first = await signedInTab({ enableAnon: false }, { skewMs: HOUR });
    first.identity.destroy();
    const tab = makeTab({ enableAnon: false }, { storage: first.storage, skewMs: HOUR });
    expect((await tab.identity.init()).isSignedIn).toBe(true);
    await advance(30 * MINUTE);
    expect(tab.record.count(REFRESH)).toBe(0);
  });
});

describe('single-flight refresh', () => {
  it('makes exactly one refresh call for ten concurrent getAccessToken() callers', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 20 * MINUTE;
    const tab = await signedInTab({ enableAnon: false });
    const before = tab.identity.getState().accessToken;
    sandbox.clock.advance(15 * MINUTE);
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () => tab.identity.getAccessToken()),
    );
    expect(tab.record.count(REFRESH)).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(before);
    expect(tokens[0]).toBe(tab.identity.getState().accessToken);
  });

  it('makes one anonymous refresh for concurrent getAnonymousToken() callers', async () => {
    const tab = makeTab();
    const { anonId } = await tab.identity.init();
    sandbox.clock.advance(23.5 * HOUR);
    try {
      const tokens = await Promise.all(
        Array.from({ length: 5 }, () => tab.identity.getAnonymousToken()),
      );
      expect(tab.record.count(`/identities/${anonId}/token`)).toBe(1);
      expect(new Set(tokens).size).toBe(1);
    } finally {
      sandbox.clock.advance(-23.5 * HOUR);
    }
  });
});

describe('tabs (instances sharing one storage and one coordinator)', () => {
  async function twoTabs(config: Partial<IdentityConfigInput> = {}, coordinator?: TabCoordinator) {
    const storage = memoryStorage();
    const shared = coordinator ?? createMemoryTabCoordinator();
    const a = makeTab(config, { storage, coordinator: shared });
    const b = makeTab(config, { storage, coordinator: shared });
    await a.identity.init();
    await b.identity.init();
    return { a, b, storage, coordinator: shared };
  }

  it('share the anonymous session started by the first tab', async () => {
    const { a, b } = await twoTabs();
    expect(b.identity.getState().anonId).toBe(a.identity.getState().anonId);
    expect(a.record.count('/token') + b.record.count('/token')).toBe(1);
  });

  it('a sign-in in one tab signs in the other', async () => {
    const { a, b } = await twoTabs();
    const email = await registerCustomer();
    const state = await a.identity.signIn({ email, password: PASSWORD });
    await vi.waitFor(() => expect(b.identity.getState().isSignedIn).toBe(true));
    expect(b.identity.getState()).toMatchObject({
      canonicalId: state.canonicalId,
      accessToken: state.accessToken,
    });
  });

  it('one refresh per rotation: the other tab adopts the new tokens', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 20 * MINUTE;
    const { a, b } = await twoTabs({ enableAnon: false });
    const email = await registerCustomer();
    await a.identity.signIn({ email, password: PASSWORD });
    await vi.waitFor(() => expect(b.identity.getState().isSignedIn).toBe(true));
    // Both tabs' timers fire around the due time (10 of 20 minutes).
    await advance(11 * MINUTE);
    expect(a.record.count(REFRESH) + b.record.count(REFRESH)).toBe(1);
    await vi.waitFor(() =>
      expect(b.identity.getState().accessToken).toBe(a.identity.getState().accessToken),
    );
    // Concurrent callers in both tabs at the next due time: still one call.
    sandbox.clock.advance(10 * MINUTE);
    const tokens = await Promise.all([
      a.identity.getAccessToken(),
      b.identity.getAccessToken(),
      a.identity.getAccessToken(),
      b.identity.getAccessToken(),
    ]);
    expect(a.record.count(REFRESH) + b.record.count(REFRESH)).toBe(2);
    expect(new Set(tokens).size).toBe(1);
    // No rotated token was reused (the sandbox would have revoked the family).
    await advance(30 * MINUTE);
    expect(a.identity.getState().isSignedIn).toBe(true);
    expect(b.identity.getState().isSignedIn).toBe(true);
    expect([...a.events, ...b.events].map((event) => event.type)).not.toContain(
      'refreshTokenFailed',
    );
  });

  it('a sign-out in one tab signs out the others', async () => {
    const { a, b } = await twoTabs();
    const email = await registerCustomer();
    await a.identity.signIn({ email, password: PASSWORD });
    await vi.waitFor(() => expect(b.identity.getState().isSignedIn).toBe(true));
    const after = await a.identity.signOut();
    await vi.waitFor(() => expect(b.identity.getState().status).toBe('anonymous'));
    expect(b.identity.getState()).toMatchObject({
      isSignedIn: false,
      anonId: after.anonId,
      accessToken: null,
    });
    expect(await b.identity.getAccessToken()).toBeNull();
  });

  it('a lost lock never hangs: a waiter takes it after the timeout', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = 20 * MINUTE;
    const coordinator = createMemoryTabCoordinator({ lockTimeoutMs: 3_000 });
    const tab = await signedInTab({ enableAnon: false }, { coordinator });
    // A tab that froze while holding the refresh lock.
    void coordinator.withLock(
      'storefront.identity.user-refresh',
      () => new Promise<never>(() => undefined),
    );
    sandbox.clock.advance(15 * MINUTE);
    const token = tab.identity.getAccessToken();
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(token).resolves.toMatch(/^ey/);
    expect(tab.record.count(REFRESH)).toBe(1);
  });
});
