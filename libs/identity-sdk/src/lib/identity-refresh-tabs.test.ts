// @vitest-environment node
// Clock skew, single-flight refresh and tabs sharing one storage and one coordinator, against
// the in-process sandbox, on faked timers and the sandbox's frozen clock (see
// identity-refresh.test.ts).
import { createSandboxClock, sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityConfigInput } from './identity-config';
import { memoryStorage } from '@storefront/browser-storage';
import { createMemoryTabCoordinator } from './tab-coordinator';
import type { TabCoordinator } from './tab-coordinator';
import { HOUR, MINUTE, PASSWORD, REFRESH, refreshSandboxPerFile } from './testing/refresh-harness';

// Half a second into a second: `iat` and `exp` are whole seconds, the clock is not.
const { sandbox, makeTab, registerCustomer, advance, signedInTab } = refreshSandboxPerFile(
  sandboxPerFile({
    clock: createSandboxClock({ start: new Date('2030-01-01T00:00:00.500Z'), frozen: true }),
  }),
);

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
