// @vitest-environment node
// The session core against the in-process sandbox (apps/sandbox-api): every call below reaches
// the sandbox's real authentication, anonymous-token and identity-provider routes.
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import type { TestSandbox } from '@storefront/sandbox-api/testing';
import { nanoid } from 'nanoid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIdentity } from './identity';
import type { Identity, IdentityEvent, IdentityOptions, IdentityState } from './identity';
import type { IdentityConfigInput } from './identity-config';
import { IdentityError } from './identity-error';
import { memoryStorage } from './identity-storage';
import type { IdentityStorage } from './identity-storage';
import { STORAGE_KEYS, promoStorageKey } from './storage-keys';
import { createMemoryTabCoordinator } from './tab-coordinator';
import {
  SANDBOX_BOXUP_CONFIG as CONFIG,
  SANDBOX_ORIGIN as ORIGIN,
} from './testing/sandbox-identity';

const PASSWORD = 'Boxes4All!';

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

let sandbox: TestSandbox;
const created: Identity[] = [];

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => {
  for (const identity of created.splice(0)) identity.destroy();
});

/** A fetch to the sandbox that records every request (method, path, JSON body). */
function recorder(fail?: (call: Call) => Response | Error | undefined) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : JSON.parse(text),
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const failure = fail?.(call);
    if (failure instanceof Error) throw failure;
    if (failure !== undefined) return failure;
    return sandbox.fetch(request);
  };
  const count = (method: string, pathEnd: string) =>
    calls.filter((call) => call.method === method && call.path.endsWith(pathEnd)).length;
  return { fetch, calls, count };
}

function quietLogger() {
  return { warn: vi.fn(), error: vi.fn() };
}

function makeIdentity(
  config: Partial<IdentityConfigInput> = {},
  options: IdentityOptions & { record?: ReturnType<typeof recorder> } = {},
) {
  const record = options.record ?? recorder();
  const logger = quietLogger();
  const storage = options.storage ?? memoryStorage();
  const identity = createIdentity({ ...CONFIG, ...config } as IdentityConfigInput, {
    storage,
    fetch: record.fetch,
    now: () => sandbox.clock.now().getTime(),
    logger,
    coordinator: createMemoryTabCoordinator(),
    ...options,
  });
  created.push(identity);
  return { identity, record, logger, storage };
}

const uniqueEmail = () =>
  `shopper-${nanoid(8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@example.com`;

async function registerCustomer(email = uniqueEmail(), password = PASSWORD): Promise<string> {
  const response = await sandbox.fetch(`${ORIGIN}/idp/dbconnections/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'boxup-storefront',
      connection: 'boxup',
      email,
      password,
      user_metadata: { given_name: 'Test', family_name: 'Shopper' },
    }),
  });
  expect(response.status).toBe(200);
  return email;
}

async function latestLink(email: string): Promise<string> {
  const response = await sandbox.fetch(
    `${ORIGIN}/__sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  const { messages } = (await response.json()) as { messages: Array<{ link: string | null }> };
  const link = messages[0]?.link;
  if (!link) throw new Error(`No mail with a link for ${email}`);
  return link;
}

const ticketOf = (link: string) => new URL(link).searchParams.get('ticketId') ?? '';

async function errorOf(promise: Promise<unknown>): Promise<IdentityError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IdentityError) return error;
    throw error;
  }
  throw new Error('expected an IdentityError');
}

function events(identity: Identity) {
  const seen: Array<{ state: IdentityState; event: IdentityEvent }> = [];
  identity.subscribe((state, event) => seen.push({ state, event }));
  return seen;
}

describe('init: configuration', () => {
  it.each([
    [{ tenant: 'europe' }, 'INVALID_TENANT', 'tenant'],
    [{ storeFrontId: '' }, 'MISSING_PARAMETER', 'storeFrontId'],
    [{ culture: 'de' }, 'INVALID_CULTURE', 'culture'],
    [{ anonServiceKey: 'short' }, 'INVALID_ANON_SERVICE_KEY', 'anonServiceKey'],
    [{ anonServiceKey: 'boxupAnonServiceKey00!' }, 'INVALID_ANON_SERVICE_KEY', 'anonServiceKey'],
  ])('rejects %o with %s', async (config, code, field) => {
    const { identity, record } = makeIdentity(config as Partial<IdentityConfigInput>);
    const error = await errorOf(identity.init());
    expect(error).toMatchObject({ code, field });
    expect(record.calls).toEqual([]);
    expect(identity.getState().status).toBe('initializing');
  });

  it('uses the tenant default culture in every call (north-america en-US, germany de)', async () => {
    const na = makeIdentity({ enableAnon: false });
    await na.identity.init();
    await na.identity.requestPasswordReset({ email: 'nobody@example.com' });
    expect(na.record.calls.at(-1)?.body).toMatchObject({ culture: 'en-US' });

    const de = makeIdentity({
      tenant: 'germany',
      storeFrontId: 'kartonwerk',
      enableAnon: false,
      identityProviderClientId: 'kartonwerk-storefront',
    });
    await de.identity.init();
    await de.identity.requestPasswordReset({ email: 'niemand@example.com' });
    expect(de.record.calls.at(-1)).toMatchObject({
      path: '/auth/v1/germany/resetPassword',
      body: { culture: 'de', storeFrontId: 'kartonwerk' },
    });
  });

  it('allows a culture of the tenant', async () => {
    const { identity, record } = makeIdentity({ culture: 'en-CA', enableAnon: false });
    await identity.init();
    await identity.requestPasswordReset({ email: 'nobody@example.com' });
    expect(record.calls.at(-1)?.body).toMatchObject({ culture: 'en-CA' });
  });
});

describe('calls before init', () => {
  it('fail with NOT_INITIALISED and a clear message', async () => {
    const { identity, record } = makeIdentity();
    const calls: Array<() => Promise<unknown>> = [
      () => identity.signIn({ email: 'a@example.com', password: PASSWORD }),
      () => identity.signOut(),
      () => identity.getAccessToken(),
      () => identity.getAnonymousToken(),
      () => identity.requestPasswordReset({ email: 'a@example.com' }),
      () => identity.validateResetTicket('t'),
      () => identity.verifyEmail({ ticketId: 't' }),
    ];
    for (const call of calls) {
      const error = await errorOf(call());
      expect(error.code).toBe('NOT_INITIALISED');
      expect(error.message).toBe('Identity is not initialised: call init() first');
    }
    expect(identity.getState()).toMatchObject({ status: 'initializing', isSignedIn: false });
    expect(record.calls).toEqual([]);
  });

  it('wait for an init() in progress instead of failing', async () => {
    const { identity } = makeIdentity();
    const init = identity.init();
    const token = identity.getAnonymousToken();
    await init;
    expect(await token).toBe(identity.getState().anonToken);
  });

  it('fail with DESTROYED after destroy()', async () => {
    const { identity } = makeIdentity();
    await identity.init();
    identity.destroy();
    expect((await errorOf(identity.getAccessToken())).code).toBe('DESTROYED');
  });
});

describe('start-up (spec section 4)', () => {
  it('creates an anonymous session when no anonymous id is stored', async () => {
    const { identity, record, storage } = makeIdentity();
    const seen = events(identity);
    const state = await identity.init();
    expect(state).toMatchObject({ status: 'anonymous', isSignedIn: false, accessToken: null });
    expect(state.anonId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(record.count('POST', '/anon/boxupAnonServiceKey001/token')).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.anonymousId)).toBe(state.anonId);
    expect(storage.getItem(STORAGE_KEYS.anonymousToken)).toBe(state.anonToken);
    expect(storage.getItem(STORAGE_KEYS.anonymousValidationKey)).toBeTruthy();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.anonymousServiceKeys) ?? '{}')).toEqual({
      [state.anonId ?? '']: 'boxupAnonServiceKey001',
    });
    expect(seen.map(({ event }) => event.type)).toEqual(['initialized']);
    expect(identity.getState()).toBe(state);
  });

  it('keeps a stored anonymous session whose token has more than an hour left', async () => {
    const first = makeIdentity();
    const { anonId, anonToken } = await first.identity.init();
    const second = makeIdentity({}, { storage: first.storage });
    const state = await second.identity.init();
    expect(state).toMatchObject({ status: 'anonymous', anonId, anonToken });
    expect(second.record.calls.filter((call) => call.path.startsWith('/anon'))).toEqual([]);
  });

  it('refreshes a stored anonymous token that is short-lived, through the identities endpoint', async () => {
    const first = makeIdentity();
    const { anonId, anonToken } = await first.identity.init();
    const oldKey = first.storage.getItem(STORAGE_KEYS.anonymousValidationKey);
    sandbox.clock.advance(23.5 * 3_600_000); // 30 min left of 24 h
    try {
      const second = makeIdentity({}, { storage: first.storage });
      const state = await second.identity.init();
      expect(
        second.record.count('POST', `/anon/boxupAnonServiceKey001/identities/${anonId}/token`),
      ).toBe(1);
      expect(second.record.calls.at(-1)?.body).toEqual({ validationKey: oldKey });
      expect(state.anonId).toBe(anonId);
      expect(state.anonToken).not.toBe(anonToken);
      expect(first.storage.getItem(STORAGE_KEYS.anonymousValidationKey)).not.toBe(oldKey);
    } finally {
      sandbox.clock.advance(-23.5 * 3_600_000);
    }
  });

  it('creates a new anonymous session when the validation key is rejected', async () => {
    const first = makeIdentity();
    const { anonId } = await first.identity.init();
    first.storage.setItem(STORAGE_KEYS.anonymousValidationKey, 'not-the-key');
    first.storage.setItem(STORAGE_KEYS.anonymousToken, 'garbage');
    const second = makeIdentity({}, { storage: first.storage });
    const state = await second.identity.init();
    expect(second.record.count('POST', `/identities/${anonId}/token`)).toBe(1);
    expect(second.record.count('POST', '/anon/boxupAnonServiceKey001/token')).toBe(1);
    expect(state.status).toBe('anonymous');
    expect(state.anonId).not.toBe(anonId);
  });

  it('creates a new anonymous session when the stored one was issued for another store', async () => {
    const storage = memoryStorage();
    const ybd = makeIdentity(
      {
        storeFrontId: 'ybd',
        anonServiceKey: 'ybdAnonServiceKey00001',
        identityProviderClientId: 'ybd-storefront',
      },
      { storage },
    );
    const { anonId } = await ybd.identity.init();
    ybd.identity.destroy();
    const boxup = makeIdentity({}, { storage });
    const state = await boxup.identity.init();
    expect(state.anonId).not.toBe(anonId);
    expect(boxup.record.count('POST', '/anon/boxupAnonServiceKey001/token')).toBe(1);
  });

  it('is signed out, with no anonymous calls, when anonymous mode is off', async () => {
    const { identity, record } = makeIdentity({ enableAnon: false });
    expect(await identity.init()).toMatchObject({ status: 'signedOut', anonToken: null });
    expect(await identity.getAnonymousToken()).toBeNull();
    expect(record.calls.filter((call) => call.path.startsWith('/anon'))).toEqual([]);
  });

  it('survives corrupted stored values', async () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.userAccessToken]: 'not.a.token',
      [STORAGE_KEYS.userRefreshTimer]: '{broken json',
      [STORAGE_KEYS.anonymousId]: 'some-id',
      [STORAGE_KEYS.anonymousToken]: 'eyJhbGciOiJub25lIn0.eyJ4IjoxfQ.',
      [STORAGE_KEYS.anonymousServiceKeys]: '[1,2',
      [STORAGE_KEYS.anonymousRefreshTimer]: 'null',
    });
    const { identity } = makeIdentity({}, { storage });
    const state = await identity.init();
    expect(state.status).toBe('anonymous');
    expect(state.anonId).not.toBe('some-id');
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
  });

  it('survives a garbage refresh token: the refresh is rejected and the visitor is anonymous', async () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.userAccessToken]: 'garbage',
      [STORAGE_KEYS.userRefreshToken]: 'garbage',
    });
    const { identity, logger } = makeIdentity({}, { storage });
    const seen = events(identity);
    const state = await identity.init();
    expect(state).toMatchObject({ status: 'anonymous', isSignedIn: false });
    expect(seen.map(({ event }) => event.type)).toContain('refreshTokenFailed');
    expect(storage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      'Invalid or Expired refresh token.',
      'Invalid or Expired refresh token.',
    );
  });

  it('keeps a stored customer session when the signing keys cannot be loaded', async () => {
    const email = await registerCustomer();
    const first = makeIdentity({ enableAnon: false });
    await first.identity.init();
    const { accessToken } = await first.identity.signIn({ email, password: PASSWORD });
    const record = recorder((call) =>
      call.path.endsWith('/jwks.json') ? new TypeError('network down') : undefined,
    );
    const next = makeIdentity({ enableAnon: false }, { storage: first.storage, record });
    expect(await next.identity.init()).toMatchObject({ status: 'signedIn', accessToken });
    expect(next.logger.warn).toHaveBeenCalledWith(
      'The token signing keys could not be loaded',
      expect.any(String),
    );
    // Sign-in, though, needs a token that validates.
    await next.identity.signOut();
    expect(await errorOf(next.identity.signIn({ email, password: PASSWORD }))).toMatchObject({
      code: 'KEYS_UNAVAILABLE',
    });
  });

  it("logs 'Some error occurred' when the anonymous session cannot be created", async () => {
    const { identity, logger } = makeIdentity({ anonServiceKey: 'unknownServiceKey00001' });
    const state = await identity.init();
    expect(state).toMatchObject({ status: 'signedOut', anonToken: null, anonId: null });
    expect(logger.error).toHaveBeenCalledWith('Some error occurred', expect.any(IdentityError));
  });
});

describe('sign-in', () => {
  it('stores the tokens, drops the anonymous session and publishes the identity', async () => {
    const email = await registerCustomer();
    const { identity, record, storage } = makeIdentity();
    const { anonId } = await identity.init();
    const validationKey = storage.getItem(STORAGE_KEYS.anonymousValidationKey);
    const seen = events(identity);

    const state = await identity.signIn({ email: email.toUpperCase(), password: PASSWORD });

    expect(record.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/v1/north-america/login',
      body: {
        storeFrontId: 'boxup',
        email,
        password: PASSWORD,
        culture: 'en-US',
        siteUrl: 'http://localhost:4200',
        anonymousId: anonId,
        validationKey,
      },
    });
    expect(state).toMatchObject({
      status: 'signedIn',
      isSignedIn: true,
      anonToken: null,
      anonId: null,
      profile: { email },
    });
    expect(state.canonicalId).toMatch(/\S/);
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBe(state.accessToken);
    expect(storage.getItem(STORAGE_KEYS.userRefreshToken)).toBeTruthy();
    for (const key of [
      STORAGE_KEYS.anonymousId,
      STORAGE_KEYS.anonymousServiceKeys,
      STORAGE_KEYS.anonymousValidationKey,
      STORAGE_KEYS.anonymousToken,
    ]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(seen).toEqual([
      {
        state,
        event: {
          type: 'identity',
          profile: state.profile,
          accessToken: state.accessToken,
          isSignedIn: true,
          canonicalId: state.canonicalId,
          anonToken: null,
          anonId: null,
        },
      },
    ]);
    expect(await identity.getAccessToken()).toBe(state.accessToken);
    expect(await identity.getAnonymousToken()).toBeNull();
  });

  it('moves the anonymous promotion entry to the customer', async () => {
    const email = await registerCustomer();
    const { identity, storage } = makeIdentity();
    const { anonId } = await identity.init();
    storage.setItem(promoStorageKey(anonId ?? ''), '{"code":"SAVE10"}');
    const { canonicalId } = await identity.signIn({ email, password: PASSWORD });
    expect(storage.getItem(promoStorageKey(canonicalId ?? ''))).toBe('{"code":"SAVE10"}');
    expect(storage.getItem(promoStorageKey(anonId ?? ''))).toBeNull();
  });

  it("is refused with 'User is already signed in' while a customer token exists", async () => {
    const email = await registerCustomer();
    const { identity, record } = makeIdentity();
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    const before = record.calls.length;
    const error = await errorOf(identity.signIn({ email, password: PASSWORD }));
    expect(error).toMatchObject({
      code: 'ALREADY_SIGNED_IN',
      message: 'User is already signed in',
    });
    expect(record.calls.length).toBe(before);
  });

  it('refuses two overlapping sign-ins: the second finds the first', async () => {
    const email = await registerCustomer();
    const { identity } = makeIdentity({ enableAnon: false });
    await identity.init();
    const results = await Promise.allSettled([
      identity.signIn({ email, password: PASSWORD }),
      identity.signIn({ email, password: PASSWORD }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('rethrows wrong credentials with the service message and a stable code', async () => {
    const email = await registerCustomer();
    const { identity } = makeIdentity();
    await identity.init();
    const error = await errorOf(identity.signIn({ email, password: 'Wrong4All!' }));
    expect(error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
      status: 401,
      serviceCode: 'InvalidCredentials',
    });
    expect(identity.getState().status).toBe('anonymous');
  });

  it('succeeds only if the returned access token validates (here: another audience is configured)', async () => {
    const email = await registerCustomer();
    const { identity, storage } = makeIdentity({
      enableAnon: false,
      tokenAudience: 'https://api.other.example/',
    });
    await identity.init();
    const error = await errorOf(identity.signIn({ email, password: PASSWORD }));
    expect(error).toMatchObject({ code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' });
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(identity.getState().isSignedIn).toBe(false);
  });

  it('requires email and password', async () => {
    const { identity, record } = makeIdentity({ enableAnon: false });
    await identity.init();
    expect(await errorOf(identity.signIn({ email: ' ', password: PASSWORD }))).toMatchObject({
      code: 'MISSING_PARAMETER',
      field: 'email',
      message: 'email is required',
    });
    expect(await errorOf(identity.signIn({ email: 'a@example.com', password: '' }))).toMatchObject({
      code: 'MISSING_PARAMETER',
      field: 'password',
    });
    expect(record.calls).toEqual([]);
  });

  it('raises the login notification once', async () => {
    const email = await registerCustomer();
    const { identity, storage } = makeIdentity({ enableAnon: false });
    await identity.init();
    expect(identity.consumeLoginNotification()).toBe(false);
    await identity.signIn({ email, password: PASSWORD });
    // A new page (same storage) shows it once.
    const nextPage = makeIdentity({ enableAnon: false }, { storage });
    expect(nextPage.identity.consumeLoginNotification()).toBe(true);
    expect(nextPage.identity.consumeLoginNotification()).toBe(false);
    expect(identity.consumeLoginNotification()).toBe(false);
  });

  it('restores the customer session on the next page without calling the service', async () => {
    const email = await registerCustomer();
    const first = makeIdentity();
    await first.identity.init();
    const signedIn = await first.identity.signIn({ email, password: PASSWORD });
    const next = makeIdentity({}, { storage: first.storage });
    const state = await next.identity.init();
    expect(state).toMatchObject({
      status: 'signedIn',
      canonicalId: signedIn.canonicalId,
      accessToken: signedIn.accessToken,
    });
    expect(next.record.calls.filter((call) => !call.path.endsWith('jwks.json'))).toEqual([]);
  });
});

describe('sign-up', () => {
  it('registers at the identity provider with the profile as user_metadata', async () => {
    const email = uniqueEmail();
    const { identity, record } = makeIdentity({ enableAnon: false });
    await identity.init();
    await identity.signUp({
      company: 'Whitfield Candles',
      title: 'Owner',
      firstName: 'Dana',
      surname: 'Whitfield',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(record.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/idp/dbconnections/signup',
      body: {
        client_id: 'boxup-storefront',
        connection: 'boxup',
        email,
        password: PASSWORD,
        user_metadata: {
          given_name: 'Dana',
          family_name: 'Whitfield',
          company: 'Whitfield Candles',
          title: 'Owner',
          locale: 'en-US',
        },
      },
    });
    expect(identity.getState().isSignedIn).toBe(false);
    expect((await identity.signIn({ email, password: PASSWORD })).isSignedIn).toBe(true);
  });

  it('rethrows an existing account as USER_EXISTS', async () => {
    const email = await registerCustomer();
    const { identity } = makeIdentity({ enableAnon: false });
    await identity.init();
    const error = await errorOf(
      identity.signUp({ firstName: 'A', surname: 'B', email, password: PASSWORD }),
    );
    expect(error).toMatchObject({
      code: 'USER_EXISTS',
      message: 'The user already exists.',
      serviceCode: 'user_exists',
    });
  });

  it('signs up and then signs in with the same credentials', async () => {
    const email = uniqueEmail();
    const { identity, record } = makeIdentity();
    await identity.init();
    const state = await identity.signUpAndSignIn({
      firstName: 'Ada',
      surname: 'Lovelace',
      email,
      password: PASSWORD,
    });
    expect(record.calls.slice(-2).map((call) => call.path)).toEqual([
      '/idp/dbconnections/signup',
      '/auth/v1/north-america/login',
    ]);
    expect(state).toMatchObject({
      status: 'signedIn',
      profile: { email, firstName: 'Ada', surname: 'Lovelace', company: null },
    });
  });
});

describe('sign-out', () => {
  it('logs out with the refresh token, clears tokens, cart and customer data, and starts a new anonymous session', async () => {
    const email = await registerCustomer();
    const { identity, record, storage } = makeIdentity();
    const { anonId: firstAnonId } = await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    const refreshToken = storage.getItem(STORAGE_KEYS.userRefreshToken);
    storage.setItem(STORAGE_KEYS.cartId, 'cart-1');
    storage.setItem(STORAGE_KEYS.cartInfo, '{"count":2}');
    storage.setItem(STORAGE_KEYS.analyticsUserId, 'customer');
    storage.setItem(STORAGE_KEYS.templateObject, '{"draft":true}');
    const seen = events(identity);

    const state = await identity.signOut();

    expect(record.calls.find((call) => call.path.endsWith('/logout'))?.body).toEqual({
      refreshToken,
    });
    expect(state).toMatchObject({
      status: 'anonymous',
      isSignedIn: false,
      accessToken: null,
      profile: null,
    });
    expect(state.anonId).not.toBe(firstAnonId);
    for (const key of [
      STORAGE_KEYS.userAccessToken,
      STORAGE_KEYS.userRefreshToken,
      STORAGE_KEYS.cartId,
      STORAGE_KEYS.cartInfo,
      STORAGE_KEYS.analyticsUserId,
    ]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem(STORAGE_KEYS.templateObject)).toBe('{"draft":true}');
    expect(seen.map(({ state: s }) => s.status)).toEqual(['signedOut', 'anonymous']);
    // The logout revoked the refresh token at the service.
    const refresh = await sandbox.fetch(`${ORIGIN}/auth/v1/north-america/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(refresh.status).toBe(401);
    expect(await identity.getAccessToken()).toBeNull();
  });

  it('is signed out without an anonymous session when anonymous mode is off', async () => {
    const email = await registerCustomer();
    const { identity, record } = makeIdentity({ enableAnon: false });
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    expect(await identity.signOut()).toMatchObject({ status: 'signedOut', anonToken: null });
    expect(record.calls.filter((call) => call.path.startsWith('/anon'))).toEqual([]);
  });

  it('always clears the tokens, even when the logout call fails', async () => {
    const email = await registerCustomer();
    const record = recorder((call) =>
      call.path.endsWith('/logout') ? new TypeError('network down') : undefined,
    );
    const { identity, storage, logger } = makeIdentity({ enableAnon: false }, { record });
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    expect((await identity.signOut()).isSignedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('lets the visitor sign in again afterwards', async () => {
    const email = await registerCustomer();
    const { identity } = makeIdentity();
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    await identity.signOut();
    expect((await identity.signIn({ email, password: PASSWORD })).isSignedIn).toBe(true);
  });
});

describe('password reset and tickets', () => {
  it('sends the reset mail, validates the ticket and changes the password', async () => {
    const email = await registerCustomer();
    const { identity, record } = makeIdentity({ enableAnon: false });
    await identity.init();
    await identity.requestPasswordReset({ email: ` ${email.toUpperCase()} ` });
    expect(record.calls.at(-1)?.body).toEqual({
      siteUrl: 'http://localhost:4200',
      storeFrontId: 'boxup',
      email,
      culture: 'en-US',
    });
    const link = await latestLink(email);
    expect(link.startsWith('http://localhost:4200/reset?ticketId=')).toBe(true);
    const ticketId = ticketOf(link);

    await identity.validateResetTicket(ticketId);
    await identity.changePassword({ ticketId, password: 'NewBoxes5!' });
    expect(record.calls.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /auth/v1/north-america/tickets/${ticketId}`,
      'PATCH /auth/v1/north-america/resetPassword',
    ]);
    expect((await identity.signIn({ email, password: 'NewBoxes5!' })).isSignedIn).toBe(true);
  });

  it("answers an unknown ticket with 'Ticket is invalid or expired'", async () => {
    const { identity } = makeIdentity({ enableAnon: false });
    await identity.init();
    const error = await errorOf(identity.validateResetTicket('no-such-ticket'));
    expect(error).toMatchObject({
      code: 'INVALID_TICKET',
      message: 'Ticket is invalid or expired',
    });
  });

  it('refuses a reset ticket of another store, and checks before changing the password', async () => {
    const email = await registerCustomer();
    const ybd = makeIdentity({
      storeFrontId: 'ybd',
      enableAnon: false,
      identityProviderClientId: 'ybd-storefront',
    });
    await ybd.identity.init();
    await ybd.identity.requestPasswordReset({ email });
    const ticketId = ticketOf(await latestLink(email));
    await ybd.identity.validateResetTicket(ticketId);

    const boxup = makeIdentity({ enableAnon: false });
    await boxup.identity.init();
    expect(await errorOf(boxup.identity.validateResetTicket(ticketId))).toMatchObject({
      code: 'INVALID_TICKET',
      message: 'Ticket is invalid or expired',
    });
    await errorOf(boxup.identity.changePassword({ ticketId, password: 'NewBoxes5!' }));
    expect(boxup.record.count('PATCH', '/resetPassword')).toBe(0);
  });

  it('refuses a verify-email ticket as a reset ticket', async () => {
    const email = await registerCustomer();
    const { identity } = makeIdentity({ enableAnon: false });
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    await identity.sendVerificationEmail();
    const ticketId = ticketOf(await latestLink(email));
    expect((await errorOf(identity.validateResetTicket(ticketId))).code).toBe('INVALID_TICKET');
  });

  it('requires the inputs', async () => {
    const { identity } = makeIdentity({ enableAnon: false });
    await identity.init();
    expect((await errorOf(identity.requestPasswordReset({ email: '' }))).field).toBe('email');
    expect((await errorOf(identity.validateResetTicket(''))).field).toBe('ticketId');
    expect((await errorOf(identity.changePassword({ ticketId: 't', password: '' }))).field).toBe(
      'password',
    );
    expect((await errorOf(identity.verifyEmail({ ticketId: '' }))).field).toBe('ticketId');
  });
});

describe('account calls with the bearer token', () => {
  async function signedIn() {
    const email = await registerCustomer();
    const made = makeIdentity({ enableAnon: false });
    await made.identity.init();
    await made.identity.signIn({ email, password: PASSWORD });
    return { ...made, email };
  }

  it('changes the password with the access token as bearer', async () => {
    const { identity, record, email } = await signedIn();
    await identity.updatePassword({ password: PASSWORD, newPassword: 'Changed6!' });
    expect(record.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/auth/v1/north-america/profile/me/password',
      body: { password: PASSWORD, newPassword: 'Changed6!', culture: 'en-US' },
      authorization: `Bearer ${identity.getState().accessToken}`,
    });
    await identity.signOut();
    expect((await identity.signIn({ email, password: 'Changed6!' })).isSignedIn).toBe(true);
  });

  it('rethrows a wrong current password', async () => {
    const { identity } = await signedIn();
    const error = await errorOf(
      identity.updatePassword({ password: 'Wrong4All!', newPassword: 'Changed6!' }),
    );
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Wrong password.' });
  });

  it('changes the email, lowercased, and refuses one in use', async () => {
    const { identity, record } = await signedIn();
    const newEmail = uniqueEmail();
    await identity.updateEmail({ password: PASSWORD, newEmail: newEmail.toUpperCase() });
    expect(record.calls.at(-1)?.body).toEqual({ password: PASSWORD, newEmail, culture: 'en-US' });
    expect(identity.getState().profile?.email).toBe(newEmail);
    const taken = await registerCustomer();
    expect(
      await errorOf(identity.updateEmail({ password: PASSWORD, newEmail: taken })),
    ).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'This email address is already in use.',
      status: 409,
    });
  });

  it('sends the verification mail and verifies the email with its ticket', async () => {
    const { identity, record, email } = await signedIn();
    await identity.sendVerificationEmail();
    expect(record.calls.at(-1)).toMatchObject({
      path: '/auth/v1/north-america/profile/me/verifyEmail',
      body: { siteUrl: 'http://localhost:4200', culture: 'en-US' },
      authorization: `Bearer ${identity.getState().accessToken}`,
    });
    const link = await latestLink(email);
    expect(link.startsWith('http://localhost:4200/verify-email?ticketId=')).toBe(true);
    await identity.verifyEmail({ ticketId: ticketOf(link) });
    expect(record.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/auth/v1/north-america/profile/verifyEmail',
      authorization: null,
    });
    expect((await errorOf(identity.verifyEmail({ ticketId: ticketOf(link) }))).code).toBe(
      'INVALID_TICKET',
    );
  });

  it("fails with 'Invalid access token' and no request when nobody is signed in", async () => {
    const { identity, record } = makeIdentity();
    await identity.init();
    const before = record.calls.length;
    for (const call of [
      () => identity.updatePassword({ password: PASSWORD, newPassword: 'Changed6!' }),
      () => identity.updateEmail({ password: PASSWORD, newEmail: 'x@example.com' }),
      () => identity.sendVerificationEmail(),
    ]) {
      expect(await errorOf(call())).toMatchObject({
        code: 'INVALID_ACCESS_TOKEN',
        message: 'Invalid access token',
      });
    }
    expect(record.calls.length).toBe(before);
  });
});

describe('storage', () => {
  it('keeps everything behind the adapter it is given', async () => {
    const email = await registerCustomer();
    const writes: string[] = [];
    const inner = memoryStorage();
    const storage: IdentityStorage = {
      getItem: (key) => inner.getItem(key),
      setItem: (key, value) => {
        writes.push(key);
        inner.setItem(key, value);
      },
      removeItem: (key) => inner.removeItem(key),
    };
    const { identity } = makeIdentity({}, { storage });
    await identity.init();
    await identity.signIn({ email, password: PASSWORD });
    expect(new Set(writes)).toEqual(
      new Set([
        STORAGE_KEYS.anonymousId,
        STORAGE_KEYS.anonymousToken,
        STORAGE_KEYS.anonymousValidationKey,
        STORAGE_KEYS.anonymousServiceKeys,
        STORAGE_KEYS.anonymousRefreshTimer,
        STORAGE_KEYS.userAccessToken,
        STORAGE_KEYS.userRefreshToken,
        STORAGE_KEYS.userRefreshTimer,
        STORAGE_KEYS.showLoginNotification,
      ]),
    );
  });
});
