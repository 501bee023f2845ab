// @vitest-environment node
// The session core against the in-process sandbox (apps/sandbox-api): password reset and
// tickets, the account calls with the bearer token, and storage behind the adapter.
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import { memoryStorage, STORAGE_KEYS } from '@storefront/browser-storage';
import type { KeyValueStorage } from '@storefront/browser-storage';
import {
  PASSWORD,
  errorOf,
  ticketOf,
  uniqueEmail,
  identitySandbox,
} from './testing/identity-sandbox-harness';

const { makeIdentity, registerCustomer, latestLink } = identitySandbox(sandboxPerFile());

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
      reason: 'INVALID_TICKET',
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
      reason: 'INVALID_TICKET',
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
    expect((await errorOf(identity.validateResetTicket(ticketId))).reason).toBe('INVALID_TICKET');
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
    expect(error).toMatchObject({ reason: 'INVALID_CREDENTIALS', message: 'Wrong password.' });
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
      reason: 'EMAIL_TAKEN',
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
    expect((await errorOf(identity.verifyEmail({ ticketId: ticketOf(link) }))).reason).toBe(
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
        reason: 'INVALID_ACCESS_TOKEN',
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
    const storage: KeyValueStorage = {
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
