import { describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import type { OutboxMessage } from '../../outbox.ts';
import { NA, setUpIdentitySandbox } from './identity.test-setup.ts';

const INVALID_TOKEN = { title: 'InvalidToken', detail: 'Invalid access token' };

const { sandbox, send, signUp } = setUpIdentitySandbox();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `PUT …/profile/me/{password|email}` with `body`, signed in with `token`. */
const putProfile = (what: 'password' | 'email', body: Record<string, unknown>, token: string) =>
  send('PUT', `${NA}/profile/me/${what}`, body, bearer(token));

type Credentials = { email: string; password: string };

let customers = 0;
/** Signs up and signs in a fresh boxup customer. */
async function signedInCustomer(password = 'First#Pass1') {
  customers += 1;
  const email = `profile-${customers}@example.com`;
  await signUp(email, password);
  const login = await send('POST', `${NA}/login`, { storeFrontId: 'boxup', email, password });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { email, password, accessToken };
}

/**
 * A new signed-in customer changes `what`, sending `bodyOf(themselves)`: the customer and the
 * answer.
 */
async function newCustomerChanges(
  what: 'password' | 'email',
  bodyOf: (customer: Credentials) => Record<string, unknown>,
) {
  const customer = await signedInCustomer();
  const response = await putProfile(what, bodyOf(customer), customer.accessToken);
  return { ...customer, response };
}

/**
 * Expects a new signed-in customer's change of `what`, sent with `bodyOf(their password)`, to
 * be refused with `status` and the problem `problem` (exactly, or at least its fields).
 */
async function expectChangeRefused(
  what: 'password' | 'email',
  bodyOf: (password: string) => Record<string, unknown>,
  status: number,
  problem: Record<string, unknown>,
  exact: boolean,
) {
  const { response } = await newCustomerChanges(what, ({ password }) => bodyOf(password));
  await (exact ? expectAnswer : expectAnswerMatching)(response, status, problem);
}

const loginStatus = async (email: string, password: string) =>
  (await send('POST', `${NA}/login`, { storeFrontId: 'boxup', email, password })).status;

/** Expects `what`'s change, sent with `body`, refused with 401 once `accessToken` has expired. */
async function expectRefusedOnceExpired(
  what: 'password' | 'email',
  body: Record<string, unknown>,
  accessToken: string,
) {
  sandbox.clock.advance(sandbox.config.tokenLifetimes.accessTokenMs + 1000);
  await expectAnswer(await putProfile(what, body, accessToken), 401, INVALID_TOKEN);
}

/**
 * Expects a new signed-in customer's change of `what`, sent with `bodyOf(themselves)`, to answer
 * 204, after which their old credentials are refused (401) and `after(themselves)` sign in.
 */
async function expectChangeMovesSignIn(
  what: 'password' | 'email',
  bodyOf: (customer: Credentials) => Record<string, unknown>,
  after: (customer: Credentials) => Credentials,
) {
  const customer = await newCustomerChanges(what, bodyOf);
  expect(customer.response.status).toBe(204);
  expect(await loginStatus(customer.email, customer.password)).toBe(401);
  const changed = after(customer);
  expect(await loginStatus(changed.email, changed.password)).toBe(200);
  return customer;
}

describe('PUT /auth/v1/{tenant}/profile/me/password', () => {
  it('changes the password of the bearer', () =>
    expectChangeMovesSignIn(
      'password',
      ({ password }) => ({ password, newPassword: 'Changed#Pass2', culture: 'en-US' }),
      ({ email }) => ({ email, password: 'Changed#Pass2' }),
    ));

  it.each([
    {
      name: 'answers 400 InvalidCredentials for a wrong current password',
      bodyOf: () => ({ password: 'Wrong#Pass9', newPassword: 'Changed#Pass2' }),
      problem: { title: 'InvalidCredentials', detail: 'Wrong password.' },
    },
    {
      name: 'answers 400 InvalidPassword for a new password breaking the rules',
      bodyOf: (password: string) => ({ password, newPassword: 'Short#1' }),
      problem: { title: 'InvalidPassword', detail: 'Password needs 8 to 20 characters.' },
    },
  ])('$name', ({ bodyOf, problem }) => expectChangeRefused('password', bodyOf, 400, problem, true));

  it('answers 401 InvalidToken without a bearer, with a bad one or with an expired one', async () => {
    const { password, accessToken } = await signedInCustomer();
    const body = { password, newPassword: 'Changed#Pass2' };

    for (const headers of [
      {},
      { Authorization: accessToken },
      { Authorization: 'Bearer not.a.token' },
      bearer(`${accessToken.slice(0, -4)}AAAA`),
    ]) {
      const response = await send('PUT', `${NA}/profile/me/password`, body, headers);
      await expectAnswer(response, 401, INVALID_TOKEN);
    }

    await expectRefusedOnceExpired('password', body, accessToken);
  });

  it('refuses an anonymous token and a token of another tenant', async () => {
    const { password, accessToken } = await signedInCustomer();
    const body = { password, newPassword: 'Changed#Pass2' };
    const anonymous = await send('POST', '/anon/boxupAnonServiceKey001/token');
    const { anonymousToken } = (await anonymous.json()) as { anonymousToken: string };

    const withAnonymous = await putProfile('password', body, anonymousToken);
    expect(withAnonymous.status).toBe(401);

    const elsewhere = await send(
      'PUT',
      '/auth/v1/germany/profile/me/password',
      body,
      bearer(accessToken),
    );
    await expectAnswer(elsewhere, 401, INVALID_TOKEN);
  });

  it('checks the bearer before the body', async () => {
    const response = await send('PUT', `${NA}/profile/me/password`, {});

    expect(response.status).toBe(401);
  });

  it('names a missing field once signed in', async () => {
    const { accessToken } = await signedInCustomer();

    const response = await putProfile('password', { password: 'First#Pass1' }, accessToken);

    await expectAnswerMatching(response, 400, {
      title: 'InvalidRequest',
      detail: 'newPassword: is required',
    });
  });
});

describe('PUT /auth/v1/{tenant}/profile/me/email', () => {
  it('changes the email, lowercased, and the customer signs in with the new one', async () => {
    const { password } = await expectChangeMovesSignIn(
      'email',
      ({ password }) => ({
        password,
        newEmail: '  Renamed-Customer@Example.COM ',
        culture: 'en-US',
      }),
      ({ password }) => ({ email: 'renamed-customer@example.com', password }),
    );
    const [row] = await sandbox.db.query<{ email: string; email_verified: boolean }>(
      'select email, email_verified from customers where email = $1',
      ['renamed-customer@example.com'],
    );
    expect(row).toEqual({ email: 'renamed-customer@example.com', email_verified: false });

    const login = await send('POST', `${NA}/login`, {
      storeFrontId: 'boxup',
      email: 'renamed-customer@example.com',
      password,
    });
    const { accessToken: renewed } = (await login.json()) as { accessToken: string };
    expect(await sandbox.keys.verifyToken(renewed)).toMatchObject({
      'https://claims.storefront.sandbox/email': 'renamed-customer@example.com',
    });
  });

  it('answers 409 EmailTaken for an address another customer of the tenant has', () =>
    expectChangeRefused(
      'email',
      (password) => ({ password, newEmail: 'DEMO@boxup.example' }),
      409,
      {
        title: 'EmailTaken',
        detail: 'This email address is already in use.',
      },
      true,
    ));

  it('answers 204 for the address the customer already has', async () => {
    const { response } = await newCustomerChanges('email', ({ email, password }) => ({
      password,
      newEmail: email.toUpperCase(),
    }));

    expect(response.status).toBe(204);
  });

  it('answers 400 for a wrong password or a malformed address', async () => {
    const { password, accessToken } = await signedInCustomer();

    const wrong = await putProfile(
      'email',
      { password: 'Wrong#Pass9', newEmail: 'fresh@example.com' },
      accessToken,
    );
    await expectAnswer(wrong, 400, { title: 'InvalidCredentials', detail: 'Wrong password.' });

    const malformed = await putProfile(
      'email',
      { password, newEmail: 'not-an-email' },
      accessToken,
    );
    await expectAnswerMatching(malformed, 400, {
      title: 'InvalidRequest',
      detail: 'newEmail: must be an email address',
    });
  });

  it('answers 401 InvalidToken without a bearer or with an expired one', async () => {
    const { password, accessToken } = await signedInCustomer();
    const body = { password, newEmail: 'fresh@example.com' };

    const without = await send('PUT', `${NA}/profile/me/email`, body);
    await expectAnswer(without, 401, INVALID_TOKEN);

    await expectRefusedOnceExpired('email', body, accessToken);
  });

  it('makes a verify link sent to the old address useless', async () => {
    const { email, password, accessToken } = await signedInCustomer();
    await send(
      'POST',
      `${NA}/profile/me/verifyEmail`,
      { siteUrl: 'http://localhost:4200' },
      bearer(accessToken),
    );
    const outbox = await sandbox.fetch(`/__sandbox/outbox?to=${email}`);
    const [message] = ((await outbox.json()) as { messages: OutboxMessage[] }).messages;
    const ticketId = new URL(message?.link ?? '').searchParams.get('ticketId');

    await putProfile('email', { password, newEmail: `moved-${email}` }, accessToken);
    const verify = await send('PATCH', `${NA}/profile/verifyEmail`, { ticketId });

    await expectAnswerMatching(verify, 400, { title: 'InvalidTicket' });
  });
});
