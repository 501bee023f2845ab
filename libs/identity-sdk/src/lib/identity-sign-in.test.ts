// @vitest-environment node
// The session core against the in-process sandbox (apps/sandbox-api): sign-in, sign-up and
// sign-out; every call reaches the sandbox's real authentication, anonymous-token and
// identity-provider routes.
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, promoStorageKey } from '@storefront/browser-storage';
import {
  PASSWORD,
  errorOf,
  events,
  uniqueEmail,
  identitySandbox,
} from './testing/identity-sandbox-harness';
import { SANDBOX_ORIGIN as ORIGIN } from './testing/sandbox-identity';

const { sandbox, recorder, makeIdentity, registerCustomer } = identitySandbox(sandboxPerFile());

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
      reason: 'ALREADY_SIGNED_IN',
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
      reason: 'INVALID_CREDENTIALS',
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
    expect(error).toMatchObject({
      reason: 'INVALID_ACCESS_TOKEN',
      message: 'Invalid access token',
    });
    expect(storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(identity.getState().isSignedIn).toBe(false);
  });

  it('requires email and password', async () => {
    const { identity, record } = makeIdentity({ enableAnon: false });
    await identity.init();
    expect(await errorOf(identity.signIn({ email: ' ', password: PASSWORD }))).toMatchObject({
      reason: 'MISSING_PARAMETER',
      field: 'email',
      message: 'email is required',
    });
    expect(await errorOf(identity.signIn({ email: 'a@example.com', password: '' }))).toMatchObject({
      reason: 'MISSING_PARAMETER',
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
      reason: 'USER_EXISTS',
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
  it('logs out with the refresh token, clears its own keys, leaves the cart and analytics keys to their stores, and starts a new anonymous session', async () => {
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
    for (const key of [STORAGE_KEYS.userAccessToken, STORAGE_KEYS.userRefreshToken]) {
      expect(storage.getItem(key)).toBeNull();
    }
    // Sign-out is one event that each store answers for its own keys (the storefront's cart
    // store slot and analytics provider, tested there); identity never touches theirs.
    expect(storage.getItem(STORAGE_KEYS.cartId)).toBe('cart-1');
    expect(storage.getItem(STORAGE_KEYS.cartInfo)).toBe('{"count":2}');
    expect(storage.getItem(STORAGE_KEYS.analyticsUserId)).toBe('customer');
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
