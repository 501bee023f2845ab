// @vitest-environment node
// A service's 401 reaches the session (fetchWithSessionRecovery → handleUnauthorized), against
// the in-process sandbox whose clock is moved days ahead while the shopper's clock is not: the
// returning customer of issue 13. The sandbox clock is frozen, so nothing depends on timing.
import { createSandboxClock, sandboxPerFile } from '@storefront/sandbox-api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { Identity, IdentityEvent } from './identity';
import { memoryStorage, STORAGE_KEYS } from '@storefront/browser-storage';
import type { KeyValueStorage } from '@storefront/browser-storage';
import { fetchWithSessionRecovery } from './session-fetch';
import {
  createSandboxIdentity,
  destroySandboxIdentities,
  registerSandboxCustomer,
  SANDBOX_DEMO_CUSTOMER,
  SANDBOX_ORIGIN as ORIGIN,
} from './testing/sandbox-identity';

const PASSWORD = SANDBOX_DEMO_CUSTOMER.password;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ECOMMERCE = `${ORIGIN}/ecommerce/tenants/north-america/storefronts/boxup`;
const REFRESH = '/auth/v1/north-america/refresh';

const sandbox = sandboxPerFile({
  clock: createSandboxClock({ start: new Date('2030-03-02T10:00:00.250Z'), frozen: true }),
});
/** The shopper's own clock: it stays where it was while the sandbox clock moves. */
let shopperNow: number;
afterEach(() => destroySandboxIdentities());

function recorder() {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.fetch(request);
  };
  return { fetch, count: (suffix: string) => calls.filter((c) => c.endsWith(suffix)).length };
}

async function tab(storage: KeyValueStorage = memoryStorage()) {
  const record = recorder();
  const identity = createSandboxIdentity(record.fetch, {}, { storage, now: () => shopperNow });
  const events: IdentityEvent[] = [];
  identity.subscribe((_state, event) => events.push(event));
  await identity.init();
  // The app's service clients: every request goes through the session-aware fetch.
  const serviceFetch = fetchWithSessionRecovery(identity, record.fetch);
  return { identity, storage, events, record, serviceFetch };
}

async function signedIn() {
  shopperNow = sandbox.clock.now().getTime();
  const email = await registerSandboxCustomer(sandbox.fetch, 'back');
  const session = await tab();
  await session.identity.signIn({ email, password: PASSWORD });
  return { ...session, email };
}

/** The customer's cart, as an account page would ask for it (404 CartNotFound: no cart yet). */
async function customerCart(serviceFetch: typeof globalThis.fetch, identity: Identity) {
  const token = await identity.getAccessToken();
  const customerId = identity.getState().canonicalId ?? 'nobody';
  return serviceFetch(`${ECOMMERCE}/customers/${customerId}/cart`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
}

describe('a customer coming back days later (the service clock moved, the shopper’s did not)', () => {
  it('gets the page: the 401 refreshes both tokens and the request is sent again', async () => {
    const { identity, serviceFetch, record, events } = await signedIn();
    const first = identity.getState().accessToken;
    sandbox.clock.advance(75_600_000);
    sandbox.clock.advance(345_600_000);

    // The shopper's clock says the token is fresh; the service's says it expired days ago.
    expect(await identity.getAccessToken()).toBe(first);
    const response = await customerCart(serviceFetch, identity);

    expect(response.status).toBe(404); // CartNotFound: authenticated
    expect(await response.json()).toMatchObject({ title: 'CartNotFound' });
    expect(record.count(REFRESH)).toBe(1);
    expect(identity.getState()).toMatchObject({ status: 'signedIn', isSignedIn: true });
    expect(identity.getState().accessToken).not.toBe(first);
    expect(events.map((event) => event.type)).not.toContain('refreshTokenFailed');
    expect(identity.sessionExpired()).toBe(false);
    // The next request uses the new token straight away.
    expect((await customerCart(serviceFetch, identity)).status).toBe(404);
    expect(record.count(REFRESH)).toBe(1);
  });

  it('whose refresh token expired too is signed out: refreshTokenFailed, anonymous, sessionExpired', async () => {
    const { identity, serviceFetch, storage, events } = await signedIn();
    sandbox.clock.advance(31 * DAY);

    const response = await customerCart(serviceFetch, identity);

    expect(response.status).toBe(401);
    expect(events.map((event) => event.type)).toContain('refreshTokenFailed');
    expect(identity.getState()).toMatchObject({ status: 'anonymous', isSignedIn: false });
    expect(identity.getState().anonId).toMatch(/^[\w-]{21}$/);
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    expect(identity.sessionExpired()).toBe(true);
  });

  it('whose refresh token was revoked meanwhile is signed out the same way', async () => {
    const { identity, serviceFetch, storage, events } = await signedIn();
    await sandbox.fetch(`${ORIGIN}/auth/v1/north-america/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: storage.getItem(STORAGE_KEYS.userRefreshToken) }),
    });
    sandbox.clock.advance(2 * DAY);

    expect((await customerCart(serviceFetch, identity)).status).toBe(401);
    expect(events.filter((event) => event.type === 'refreshTokenFailed')).toHaveLength(1);
    expect(identity.getState().status).toBe('anonymous');
    expect(identity.sessionExpired()).toBe(true);
  });

  it('at start-up on the next page: the expired session ends there too, and a sign-in clears the flag', async () => {
    const { identity, storage, email } = await signedIn();
    identity.destroy();
    sandbox.clock.advance(31 * DAY);
    shopperNow = sandbox.clock.now().getTime(); // this time the shopper's clock moved too

    const next = await tab(storage);

    expect(next.identity.getState()).toMatchObject({ status: 'anonymous', isSignedIn: false });
    expect(next.identity.sessionExpired()).toBe(true);
    await next.identity.signIn({ email, password: PASSWORD });
    expect(next.identity.sessionExpired()).toBe(false);
    expect((await customerCart(next.serviceFetch, next.identity)).status).toBe(404);
  });

  it('an anonymous shopper’s rejected token is renewed through the validation key', async () => {
    shopperNow = sandbox.clock.now().getTime();
    const { identity, serviceFetch, record } = await tab();
    const anonId = identity.getState().anonId;
    const first = await identity.getAnonymousToken();
    sandbox.clock.advance(3 * DAY);

    const response = await serviceFetch(`${ECOMMERCE}/get-user-cart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first ?? ''}` },
    });

    expect(response.status).toBe(404); // CartNotFound: authenticated as the same visitor
    expect(record.count(`/identities/${anonId}/token`)).toBe(1);
    expect(identity.getState().anonId).toBe(anonId);
    expect(identity.getState().anonToken).not.toBe(first);
  });

  it('leaves requests with another bearer token (a content read token) alone', async () => {
    const { identity, serviceFetch, record } = await signedIn();
    const response = await serviceFetch(`${ECOMMERCE}/get-user-cart`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-session-token' },
    });
    expect(response.status).toBe(401);
    expect(record.count(REFRESH)).toBe(0);
    expect(identity.getState().isSignedIn).toBe(true);
  });
});

describe('Log Out, then Log In at once (issue 13, defect 14)', () => {
  it('ends the session before the logout call answers: a page loaded meanwhile can sign in', async () => {
    shopperNow = sandbox.clock.now().getTime();
    const email = await registerSandboxCustomer(sandbox.fetch, 'out');
    let releaseLogout: () => void = () => undefined;
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/logout')) await logoutHeld;
      return sandbox.fetch(request);
    };
    const storage = memoryStorage();
    const page = (): Identity =>
      createSandboxIdentity(fetch, {}, { storage, now: () => shopperNow });
    const first = page();
    await first.init();
    await first.signIn({ email, password: PASSWORD });

    const signingOut = first.signOut();
    await new Promise((resolve) => setImmediate(resolve));
    // The logout call is still on its way; the session is already over.
    expect(first.getState().isSignedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    first.destroy(); // the shopper opened /login in a new page load

    const next = page();
    expect((await next.init()).isSignedIn).toBe(false);
    await expect(next.signIn({ email, password: PASSWORD })).resolves.toMatchObject({
      isSignedIn: true,
    });
    releaseLogout();
    await signingOut.catch(() => undefined);
    expect(next.getState().isSignedIn).toBe(true);
  });
});
