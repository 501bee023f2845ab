// @vitest-environment node
// A correctly signed but expired token must not be accepted from the sign-in, refresh or
// anonymous services (issue 14, item 4): the SDK judges expiry by the service's clock, read
// from the answer's `Date` header, or by the local clock within a bounded skew — never by the
// token's own `iat`. Tokens below are signed by the in-process sandbox's own key.
import { createSandboxClock, sandboxPerFile } from '@storefront/sandbox-api/testing';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage, STORAGE_KEYS } from '@storefront/browser-storage';
import { MAX_UNMEASURED_CLOCK_SKEW_MS, receivedClockOffset } from './token-timing';
import {
  createSandboxIdentity,
  destroySandboxIdentities,
  registerSandboxCustomer,
  SANDBOX_DEMO_CUSTOMER,
  SANDBOX_ORIGIN as ORIGIN,
} from './testing/sandbox-identity';

const PASSWORD = SANDBOX_DEMO_CUSTOMER.password;
const DAY = 24 * 60 * 60 * 1000;
const REGISTERED = ['iss', 'aud', 'iat', 'exp', 'nbf', 'jti'];

const sandbox = sandboxPerFile({
  clock: createSandboxClock({ start: new Date('2030-05-01T08:00:00.700Z'), frozen: true }),
});
afterEach(() => destroySandboxIdentities());

/** The same claims, signed by the sandbox's key as it would have been `ago` ms earlier. */
async function signedEarlier(token: string, ago: number): Promise<string> {
  const claims = Object.fromEntries(
    Object.entries(decodeJwt(token)).filter(([name]) => !REGISTERED.includes(name)),
  );
  const lifetime = (decodeJwt(token).exp ?? 0) - (decodeJwt(token).iat ?? 0);
  sandbox.clock.advance(-ago);
  try {
    return await sandbox.keys.signAccessToken(claims, { expiresInMs: lifetime * 1000 });
  } finally {
    sandbox.clock.advance(ago);
  }
}

type Replace = (path: string, body: Record<string, string>) => Promise<Record<string, string>>;

/** A fetch to the sandbox that may rewrite token answers and drop their `Date` header. */
function transport(options: { replace?: Replace; dropDate?: boolean } = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await sandbox.fetch(request);
    const path = new URL(request.url).pathname;
    const headers = new Headers(response.headers);
    if (options.dropDate) headers.delete('date');
    if (!options.replace || !response.ok || !/\/(login|refresh|token)$/.test(path)) {
      return new Response(response.body, { status: response.status, headers });
    }
    const body = (await response.json()) as Record<string, string>;
    return new Response(JSON.stringify(await options.replace(path, body)), {
      status: response.status,
      headers,
    });
  };
}

function makeIdentity(fetch: typeof globalThis.fetch, localSkewMs = 0) {
  const storage = memoryStorage();
  const identity = createSandboxIdentity(
    fetch,
    {},
    { storage, now: () => sandbox.clock.now().getTime() + localSkewMs },
  );
  return { identity, storage };
}

async function register(): Promise<string> {
  return registerSandboxCustomer(sandbox.fetch, 'exp');
}

describe('the token services answer with their time', () => {
  it('as a Date header from the sandbox clock, readable cross-origin', async () => {
    const response = await sandbox.fetch(`${ORIGIN}/anon/boxupAnonServiceKey001/token`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4200' },
    });
    expect(response.headers.get('date')).toBe(sandbox.clock.now().toUTCString());
    const exposed = response.headers.get('access-control-expose-headers');
    if (exposed !== null) expect(exposed).toMatch(/\bDate\b/);
  });
});

describe('signIn()', () => {
  it("refuses a correctly signed token that expired two days ago: 'Invalid access token'", async () => {
    const email = await register();
    const fetch = transport({
      replace: async (path, body) =>
        path.endsWith('/login')
          ? { ...body, accessToken: await signedEarlier(body['accessToken']!, 2 * DAY) }
          : body,
    });
    const { identity, storage } = makeIdentity(fetch);
    await identity.init();

    await expect(identity.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      reason: 'INVALID_ACCESS_TOKEN',
      message: 'Invalid access token',
    });
    expect(identity.getState().isSignedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
  });

  it('refuses it without a Date header too (local clock, bounded skew)', async () => {
    const email = await register();
    const fetch = transport({
      dropDate: true,
      replace: async (path, body) =>
        path.endsWith('/login')
          ? { ...body, accessToken: await signedEarlier(body['accessToken']!, 2 * DAY) }
          : body,
    });
    const { identity } = makeIdentity(fetch);
    await identity.init();
    await expect(identity.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      reason: 'INVALID_ACCESS_TOKEN',
    });
  });

  it('accepts a fresh token from a service whose clock is days ahead of the device (Date header)', async () => {
    const email = await register();
    const { identity } = makeIdentity(transport(), -3 * DAY);
    await identity.init();
    await expect(identity.signIn({ email, password: PASSWORD })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });
});

describe('a refresh answer', () => {
  it('with an expired access token is not taken: the tokens are not stored', async () => {
    const email = await register();
    let tamper = false;
    const fetch = transport({
      replace: async (path, body) =>
        tamper && path.endsWith('/refresh')
          ? { ...body, accessToken: await signedEarlier(body['accessToken']!, 2 * DAY) }
          : body,
    });
    const { identity, storage } = makeIdentity(fetch);
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    tamper = true;
    sandbox.clock.advance(23.5 * 60 * 60 * 1000); // due for refresh
    try {
      // The expired token is never handed out nor stored; the session cannot go on with it.
      expect(await identity.getAccessToken()).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
      expect(identity.getState().isSignedIn).toBe(false);
    } finally {
      sandbox.clock.advance(-23.5 * 60 * 60 * 1000);
    }
  });
});

describe('receivedClockOffset', () => {
  it('prefers the measured offset and bounds the token’s own claim', () => {
    expect(receivedClockOffset(10_000_000, 0, 2_000)).toBe(2_000);
    expect(receivedClockOffset(2 * DAY, 0, undefined)).toBe(MAX_UNMEASURED_CLOCK_SKEW_MS);
    expect(receivedClockOffset(0, (2 * DAY) / 1000, undefined)).toBe(-MAX_UNMEASURED_CLOCK_SKEW_MS);
    expect(receivedClockOffset(61_000, 60, undefined)).toBe(1_000);
  });
});
