import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedClaims } from '../../keys.test-setup.ts';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { customers } from '../../db/schema.ts';
import { NA, setUpIdentitySandbox } from './identity.test-setup.ts';
import { REFRESH_REUSE_GRACE_MS } from './tokens.ts';

const DEMO = { email: 'demo@boxup.example', password: 'Boxes4All!' };
const HOUR = 60 * 60 * 1000;
// Signed up with the test sandbox's low hash work factor, so its many sign-ins stay fast (the seeded
// demo customer's stored bcrypt hash has cost 10 until its first sign-in rehashes it).
const SHOPPER = { email: 'shopper@example.com', password: 'Shopper#Pass1' };
let shopperId: string;

const { sandbox, send, signUp: signUpWith } = setUpIdentitySandbox();
beforeAll(async () => {
  shopperId = (await signUp(SHOPPER.email, SHOPPER.password))._id;
});

async function login(
  credentials: { email: string; password: string } = SHOPPER,
  tenantPath = NA,
  storeFrontId = 'boxup',
) {
  return send('POST', `${tenantPath}/login`, {
    storeFrontId,
    culture: 'en-US',
    siteUrl: 'http://localhost:4200',
    ...credentials,
  });
}

async function tokens(response: Response) {
  expect(response.status).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

function signUp(email: string, password = 'Sturdy#Box9') {
  return signUpWith(email, password, { given_name: 'Test', family_name: 'Customer' });
}

describe('POST /auth/v1/{tenant}/login', () => {
  it('signs the seeded demo customer in with an access token that verifies against the JWKS', async () => {
    const { accessToken, refreshToken } = await tokens(await login(DEMO));

    expect(refreshToken).toEqual(expect.any(String));
    const payload = await verifiedClaims(sandbox, accessToken);
    expect(payload).toMatchObject({
      aud: 'https://api.storefront.sandbox/',
      sub: 'cus_demo_dana_whitfield',
      'https://claims.storefront.sandbox/canonical_id': 'cus_demo_dana_whitfield',
      'https://claims.storefront.sandbox/is_customer': true,
      // Sandbox extras: the sign-in store and the one profile claim the storefront reads.
      'https://claims.storefront.sandbox/store_front_id': 'boxup',
      'https://claims.storefront.sandbox/email': 'demo@boxup.example',
    });
    // Names and company stay out of the token.
    expect(
      Object.keys(payload).filter((claim) => /given_name|family_name|company/.test(claim)),
    ).toEqual([]);
    const nowSeconds = Math.floor(sandbox.clock.now().getTime() / 1000);
    expect(payload.iat).toBe(nowSeconds);
    expect(payload.exp).toBe(nowSeconds + sandbox.config.tokenLifetimes.accessTokenMs / 1000);
  });

  it('accepts the email in any case', async () => {
    await tokens(await login({ ...DEMO, email: '  Demo@BoxUp.Example ' }));
  });

  it('answers 401 InvalidCredentials for a wrong password or an unknown email', async () => {
    for (const credentials of [
      { ...DEMO, password: 'Boxes4All?' },
      { email: 'nobody@boxup.example', password: DEMO.password },
    ]) {
      const response = await login(credentials);
      await expectAnswer(response, 401, {
        title: 'InvalidCredentials',
        detail: 'Wrong email or password.',
      });
    }
  });

  it('answers 400 for a store the tenant does not have', async () => {
    const response = await login(DEMO, NA, 'kartonwerk');

    await expectAnswerMatching(response, 400, { title: 'UnknownStoreFront' });
  });

  it('keeps tenants apart: a north-america customer cannot sign in on germany', async () => {
    const response = await login(DEMO, '/auth/v1/germany', 'kartonwerk');

    await expectAnswerMatching(response, 401, { title: 'InvalidCredentials' });
  });

  it('answers 404 for an unknown tenant', async () => {
    const response = await login(DEMO, '/auth/v1/atlantis');

    await expectAnswerMatching(response, 404, {
      title: 'TenantNotFound',
      detail: 'Unknown tenant "atlantis"',
    });
  });

  it('names the missing or malformed field in a 400 InvalidRequest', async () => {
    const missing = await send('POST', `${NA}/login`, { storeFrontId: 'boxup', email: DEMO.email });
    await expectAnswerMatching(missing, 400, {
      title: 'InvalidRequest',
      detail: 'password: is required',
    });

    const wrongType = await send('POST', `${NA}/login`, { ...DEMO, storeFrontId: 7 });
    await expectAnswerMatching(wrongType, 400, {
      title: 'InvalidRequest',
      detail: expect.stringMatching(/^storeFrontId: /),
    });

    const notJson = await sandbox.fetch(`${NA}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    });
    await expectAnswerMatching(notJson, 400, { title: 'InvalidRequest' });
  });

  it('issues tokens with the lifetime in force at sign-in', async () => {
    const previous = { ...sandbox.config.tokenLifetimes };
    sandbox.config.tokenLifetimes.accessTokenMs = 5 * 60 * 1000;
    try {
      const { accessToken } = await tokens(await login());
      const claims = await sandbox.keys.verifyToken(accessToken);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
      expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256' });
    } finally {
      Object.assign(sandbox.config.tokenLifetimes, previous);
    }
  });
});

describe('POST /auth/v1/{tenant}/refresh', () => {
  it('rotates: a new pair for the current token, and the old one is used up', async () => {
    const first = await tokens(await login());
    sandbox.clock.advance(1000);

    const second = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken }),
    );
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(await sandbox.keys.verifyToken(second.accessToken)).toMatchObject({
      sub: shopperId,
    });

    const third = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: second.refreshToken }),
    );
    expect(third.refreshToken).not.toBe(second.refreshToken);
  });

  it('detects reuse: a rotated token is refused and revokes the whole family', async () => {
    const first = await tokens(await login());
    const second = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken }),
    );

    sandbox.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken });
    await expectAnswer(reuse, 401, {
      title: 'InvalidRefreshToken',
      detail: 'Invalid or Expired refresh token.',
    });

    // The legitimate holder of the newest token is signed out too.
    const afterReuse = await send('POST', `${NA}/refresh`, { refreshToken: second.refreshToken });
    expect(afterReuse.status).toBe(401);
  });

  it('gives a used token another pair of its family within the grace period (a reload during a refresh)', async () => {
    const first = await tokens(await login());
    const lost = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken }),
    );

    sandbox.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const again = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken }),
    );
    expect(again.refreshToken).not.toBe(lost.refreshToken);
    // Nothing was revoked: both new tokens of the family work.
    await tokens(await send('POST', `${NA}/refresh`, { refreshToken: again.refreshToken }));
    await tokens(await send('POST', `${NA}/refresh`, { refreshToken: lost.refreshToken }));
  });

  it('gives both of two simultaneous refreshes with one token a pair', async () => {
    const { refreshToken } = await tokens(await login());

    const answers = await Promise.all([
      send('POST', `${NA}/refresh`, { refreshToken }),
      send('POST', `${NA}/refresh`, { refreshToken }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('leaves other sign-ins of the same customer alone on reuse', async () => {
    const mine = await tokens(await login());
    const other = await tokens(await login());
    await tokens(await send('POST', `${NA}/refresh`, { refreshToken: mine.refreshToken }));
    sandbox.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await send('POST', `${NA}/refresh`, { refreshToken: mine.refreshToken })).status).toBe(
      401,
    );

    await tokens(await send('POST', `${NA}/refresh`, { refreshToken: other.refreshToken }));
  });

  it('refuses an unknown token, and a token of another tenant', async () => {
    const unknown = await send('POST', `${NA}/refresh`, { refreshToken: 'not-a-token' });
    await expectAnswerMatching(unknown, 401, { title: 'InvalidRefreshToken' });

    const { refreshToken } = await tokens(await login());
    const elsewhere = await send('POST', '/auth/v1/germany/refresh', { refreshToken });
    expect(elsewhere.status).toBe(401);
    // Refused elsewhere, the token was not used up.
    await tokens(await send('POST', `${NA}/refresh`, { refreshToken }));
  });

  it('refuses a refresh token once its lifetime has passed on the sandbox clock', async () => {
    const { refreshToken } = await tokens(await login());

    sandbox.clock.advance(sandbox.config.tokenLifetimes.refreshTokenMs + 1000);
    const response = await send('POST', `${NA}/refresh`, { refreshToken });

    await expectAnswerMatching(response, 401, { title: 'InvalidRefreshToken' });
  });

  it('lets access tokens expire with the sandbox clock while the refresh token still works', async () => {
    const { accessToken, refreshToken } = await tokens(await login());

    sandbox.clock.advance(sandbox.config.tokenLifetimes.accessTokenMs + 1000);
    await expect(sandbox.keys.verifyToken(accessToken)).rejects.toMatchObject({
      code: 'ERR_JWT_EXPIRED',
    });
    const renewed = await tokens(await send('POST', `${NA}/refresh`, { refreshToken }));
    await expect(sandbox.keys.verifyToken(renewed.accessToken)).resolves.toMatchObject({
      sub: shopperId,
    });
  });

  it('requires refreshToken', async () => {
    const response = await send('POST', `${NA}/refresh`, {});

    await expectAnswerMatching(response, 400, {
      title: 'InvalidRequest',
      detail: 'refreshToken: is required',
    });
  });
});

describe('POST /auth/v1/{tenant}/logout', () => {
  it('answers 204 and revokes every token of the rotation family', async () => {
    const first = await tokens(await login());
    const second = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken }),
    );

    const response = await send('POST', `${NA}/logout`, { refreshToken: first.refreshToken });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const refresh = await send('POST', `${NA}/refresh`, { refreshToken: second.refreshToken });
    await expectAnswerMatching(refresh, 401, { title: 'InvalidRefreshToken' });
  });

  it('answers 204 for an unknown token too', async () => {
    const response = await send('POST', `${NA}/logout`, { refreshToken: 'never-issued' });

    expect(response.status).toBe(204);
  });

  it('does not sign out other sessions', async () => {
    const leaving = await tokens(await login());
    const staying = await tokens(await login());

    await send('POST', `${NA}/logout`, { refreshToken: leaving.refreshToken });

    await tokens(await send('POST', `${NA}/refresh`, { refreshToken: staying.refreshToken }));
  });
});

describe('sign-up then sign-in', () => {
  it('signs a new customer in on any store of the tenant', async () => {
    const { _id } = await signUp('New.Customer@Example.com');

    const { accessToken } = await tokens(
      await login({ email: 'new.customer@example.com', password: 'Sturdy#Box9' }, NA, 'ybd'),
    );
    expect(await sandbox.keys.verifyToken(accessToken)).toMatchObject({
      sub: _id,
      'https://claims.storefront.sandbox/canonical_id': _id,
    });
  });

  it('expires access tokens by the lifetime set at run time', async () => {
    sandbox.config.tokenLifetimes.accessTokenMs = HOUR;
    try {
      const { accessToken } = await tokens(await login());
      sandbox.clock.advance(HOUR - 1000);
      await expect(sandbox.keys.verifyToken(accessToken)).resolves.toBeTruthy();
      sandbox.clock.advance(2000);
      await expect(sandbox.keys.verifyToken(accessToken)).rejects.toMatchObject({
        code: 'ERR_JWT_EXPIRED',
      });
    } finally {
      sandbox.config.tokenLifetimes.accessTokenMs = 24 * HOUR;
    }
  });
});

describe('token ids (jti)', () => {
  // The clock is frozen: every token below is signed in the same instant, so only the `jti`
  // keeps them apart.
  it('are unique for access, refreshed and anonymous tokens signed in the same second', async () => {
    const first = await tokens(await login());
    const second = await tokens(await login());
    const rotated = await tokens(
      await send('POST', `${NA}/refresh`, { refreshToken: first.refreshToken }),
    );
    const anonymous = await send('POST', '/anon/boxupAnonServiceKey001/token');
    expect(anonymous.status).toBe(200);
    const session = (await anonymous.json()) as {
      anonymousToken: string;
      anonymousId: string;
      validationKey: string;
    };
    const renewed = await send(
      'POST',
      `/anon/boxupAnonServiceKey001/identities/${session.anonymousId}/token`,
      { validationKey: session.validationKey },
    );
    expect(renewed.status).toBe(200);
    const { anonymousToken: renewedToken } = (await renewed.json()) as { anonymousToken: string };

    const signed = [
      first.accessToken,
      second.accessToken,
      rotated.accessToken,
      session.anonymousToken,
      renewedToken,
    ];
    const payloads = signed.map((token) => decodeJwt(token));
    expect(new Set(payloads.map((payload) => payload.iat)).size).toBe(1);
    expect(new Set(signed).size).toBe(signed.length);
    const ids = payloads.map((payload) => payload.jti);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set([first.refreshToken, second.refreshToken, rotated.refreshToken]).size).toBe(3);
  });

  it('cannot be set by the caller', async () => {
    const token = await sandbox.keys.signAccessToken({ sub: 'customer-1', jti: 'fixed' });
    expect(decodeJwt(token).jti).not.toBe('fixed');
  });
});

describe('password hashes stored before (bcrypt)', () => {
  it('still sign in, and are replaced by scrypt at that sign-in', async () => {
    const email = 'bcrypt-era@example.com';
    const { _id: id } = await signUp(email, 'Older#Pass1');
    await sandbox.db.orm
      .update(customers)
      .set({ passwordHash: await bcrypt.hash('Older#Pass1', 4) })
      .where(eq(customers.id, id));
    const storedHash = async () =>
      (await sandbox.db.orm.select().from(customers).where(eq(customers.id, id)))[0]?.passwordHash;

    expect((await login({ email, password: 'Older#Pass2' })).status).toBe(401);
    expect(await storedHash()).toMatch(/^\$2[aby]\$/);
    await tokens(await login({ email, password: 'Older#Pass1' }));
    expect(await storedHash()).toMatch(/^scrypt\$8\$/);
    await tokens(await login({ email, password: 'Older#Pass1' }));
  });
});
