// @vitest-environment node
// The session core against the in-process sandbox (apps/sandbox-api): configuration, calls
// before init, and start-up (spec section 4). Sign-in, sign-up and sign-out are in
// identity-sign-in.test.ts; tickets, account calls and storage in identity-account.test.ts.
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import type { IdentityConfigInput } from './identity-config';
import { IdentityError } from './identity-error';
import { memoryStorage, STORAGE_KEYS } from '@storefront/browser-storage';
import { PASSWORD, errorOf, events, identitySandbox } from './testing/identity-sandbox-harness';

const { sandbox, recorder, makeIdentity, registerCustomer } = identitySandbox(sandboxPerFile());

describe('init: configuration', () => {
  it.each([
    [{ tenant: 'europe' }, 'INVALID_TENANT', 'tenant'],
    [{ storeFrontId: '' }, 'MISSING_PARAMETER', 'storeFrontId'],
    [{ culture: 'de' }, 'INVALID_CULTURE', 'culture'],
    [{ anonServiceKey: 'short' }, 'INVALID_ANON_SERVICE_KEY', 'anonServiceKey'],
    [{ anonServiceKey: 'boxupAnonServiceKey00!' }, 'INVALID_ANON_SERVICE_KEY', 'anonServiceKey'],
  ])('rejects %o with %s', async (config, reason, field) => {
    const { identity, record } = makeIdentity(config as Partial<IdentityConfigInput>);
    const error = await errorOf(identity.init());
    expect(error).toMatchObject({ reason, field });
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
      expect(error.reason).toBe('NOT_INITIALISED');
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
    expect((await errorOf(identity.getAccessToken())).reason).toBe('DESTROYED');
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
      reason: 'KEYS_UNAVAILABLE',
    });
  });

  it("logs 'Some error occurred' when the anonymous session cannot be created", async () => {
    const { identity, logger } = makeIdentity({ anonServiceKey: 'unknownServiceKey00001' });
    const state = await identity.init();
    expect(state).toMatchObject({ status: 'signedOut', anonToken: null, anonId: null });
    expect(logger.error).toHaveBeenCalledWith('Some error occurred', expect.any(IdentityError));
  });
});
