import { describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';

const sandbox = sandboxPerFile();

/** Signs up through the identity provider client and connection of `store`. */
const signup = (body: Record<string, unknown>, store = 'boxup') =>
  sandbox.fetch('/idp/dbconnections/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: `${store}-storefront`,
      connection: store,
      password: 'Sturdy#Box9',
      ...body,
    }),
  });

const metadata = {
  given_name: 'Ada',
  family_name: 'Lovelace',
  company: 'Analytical Boxes',
  title: 'Founder',
  locale: 'en-US',
};

describe('POST /idp/dbconnections/signup', () => {
  it('creates an unverified customer, lowercasing the email and keeping the metadata', async () => {
    const response = await signup({ email: ' Ada@Example.COM ', user_metadata: metadata });

    expect(response.status).toBe(200);
    const body = (await response.json()) as { _id: string };
    expect(body).toEqual({
      _id: expect.stringMatching(/^cus_\w+$/),
      email: 'ada@example.com',
      email_verified: false,
      user_metadata: metadata,
    });
    const [row] = await sandbox.db.query<Record<string, unknown>>(
      `select tenant, email, password_hash, first_name, last_name, company, title, locale,
              email_verified
         from customers where id = $1`,
      [body._id],
    );
    expect(row).toEqual({
      tenant: 'north-america',
      email: 'ada@example.com',
      password_hash: expect.stringMatching(/^scrypt\$8\$8\$1\$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Boxes',
      title: 'Founder',
      locale: 'en-US',
      email_verified: false,
    });
  });

  it('treats the company as optional', async () => {
    const response = await signup({
      email: 'no-company@example.com',
      user_metadata: { ...metadata, company: '' },
    });

    await expectAnswerMatching(response, 200, { user_metadata: { company: null } });
  });

  it('answers 400 user_exists for an email the tenant has, in any case', async () => {
    await signup({ email: 'twice@example.com' });

    const sameStore = await signup({ email: 'TWICE@example.com' });
    await expectAnswer(sameStore, 400, {
      code: 'user_exists',
      description: 'The user already exists.',
    });

    const sameTenant = await signup({ email: 'twice@example.com' }, 'ybd');
    await expectAnswerMatching(sameTenant, 400, { code: 'user_exists' });
  });

  it('lets another tenant have a customer with the same email', async () => {
    const response = await signup({ email: 'demo@boxup.example' }, 'kartonwerk');

    await expectAnswerMatching(response, 200, { email: 'demo@boxup.example' });
  });

  it('answers 400 invalid_password for a password breaking the rules', async () => {
    const response = await signup({ email: 'weak@example.com', password: 'weakpass' });

    await expectAnswer(response, 400, {
      code: 'invalid_password',
      description: 'Password needs an upper case letter, a number and one of !@#$%^&*.',
    });
  });

  it('answers 400 invalid_client for an unknown client or a connection of another store', async () => {
    for (const client of [
      { client_id: 'unknown-storefront', connection: 'boxup' },
      { client_id: 'boxup-storefront', connection: 'ybd' },
    ]) {
      const response = await signup({ email: 'client@example.com', ...client });
      await expectAnswerMatching(response, 400, {
        code: 'invalid_client',
        description: expect.any(String),
      });
    }
  });

  it('names the missing or malformed field', async () => {
    const missing = await signup({ email: undefined });
    await expectAnswerMatching(missing, 400, {
      title: 'InvalidRequest',
      detail: 'email: is required',
    });

    const malformed = await signup({ email: 'not-an-email' });
    await expectAnswerMatching(malformed, 400, {
      title: 'InvalidRequest',
      detail: 'email: must be an email address',
    });

    const badMetadata = await signup({ email: 'meta@example.com', user_metadata: { title: 5 } });
    await expectAnswerMatching(badMetadata, 400, {
      detail: expect.stringMatching(/^user_metadata\.title: /),
    });
  });
});
