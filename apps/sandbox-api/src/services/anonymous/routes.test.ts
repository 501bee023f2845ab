import { describe, expect, it } from 'vitest';
import { verifiedClaims } from '../../keys.test-setup.ts';
import { expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';
import { createSandboxClock } from '../../clock.ts';
import { REFRESH_REUSE_GRACE_MS } from '../identity/tokens.ts';

const BOXUP = '/anon/boxupAnonServiceKey001';
const INVALID_KEY = {
  title: 'InvalidValidationKey',
  detail: 'Invalid or Expired validation key.',
};

const sandbox = sandboxPerFile({ clock: createSandboxClock({ frozen: true }) });

interface AnonymousSession {
  anonymousToken: string;
  validationKey: string;
  anonymousId: string;
}

function send(method: string, path: string, body?: unknown) {
  return sandbox.fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function newSession(base = BOXUP): Promise<AnonymousSession> {
  const response = await send('POST', `${base}/token`);
  expect(response.status).toBe(200);
  return (await response.json()) as AnonymousSession;
}

const refresh = (anonymousId: string, validationKey: unknown, base = BOXUP) =>
  send('POST', `${base}/identities/${anonymousId}/token`, { validationKey });

describe('POST /anon/{serviceKey}/token', () => {
  it('starts an anonymous session with a token that verifies and carries no customer claim', async () => {
    const session = await newSession();

    expect(session.anonymousId).toMatch(/^[\w-]{21}$/);
    expect(session.validationKey).toEqual(expect.any(String));
    const payload = await verifiedClaims(sandbox, session.anonymousToken);
    expect(payload).toMatchObject({
      sub: session.anonymousId,
      'https://claims.storefront.sandbox/canonical_id': session.anonymousId,
    });
    expect(payload).not.toHaveProperty('https://claims.storefront.sandbox/is_customer');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(
      sandbox.config.tokenLifetimes.anonymousTokenMs / 1000,
    );
  });

  it('gives every session its own id and key', async () => {
    const [a, b] = await Promise.all([newSession(), newSession('/anon/ybdAnonServiceKey00001')]);

    expect(a.anonymousId).not.toBe(b.anonymousId);
    expect(a.validationKey).not.toBe(b.validationKey);
  });

  it('answers 404 for an unknown service key', async () => {
    const response = await send('POST', '/anon/unknownServiceKey00001/token');

    await expectAnswerMatching(response, 404, { title: 'ServiceKeyNotFound' });
  });
});

describe('POST /anon/{serviceKey}/identities/{anonymousId}/token', () => {
  it('issues a new token and rotates the validation key', async () => {
    const session = await newSession();
    sandbox.clock.advance(1000);

    const response = await refresh(session.anonymousId, session.validationKey);
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as Omit<AnonymousSession, 'anonymousId'>;
    expect(Object.keys(renewed).sort()).toEqual(['anonymousToken', 'validationKey']);
    expect(renewed.validationKey).not.toBe(session.validationKey);
    expect(await sandbox.keys.verifyToken(renewed.anonymousToken)).toMatchObject({
      sub: session.anonymousId,
      'https://claims.storefront.sandbox/canonical_id': session.anonymousId,
    });

    // The new key works once more; once the grace period has passed, the old one no longer does.
    sandbox.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const old = await refresh(session.anonymousId, session.validationKey);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual(INVALID_KEY);
    expect((await refresh(session.anonymousId, renewed.validationKey)).status).toBe(200);
  });

  it('accepts the key rotated away for a grace period (a reload during a refresh)', async () => {
    const session = await newSession();
    const lost = (await (await refresh(session.anonymousId, session.validationKey)).json()) as {
      validationKey: string;
    };

    sandbox.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const again = await refresh(session.anonymousId, session.validationKey);
    expect(again.status).toBe(200);
    const { validationKey } = (await again.json()) as { validationKey: string };
    expect(validationKey).not.toBe(lost.validationKey);

    // The key it returned is the current one; the grace period did not start again.
    sandbox.clock.advance(2000);
    expect((await refresh(session.anonymousId, session.validationKey)).status).toBe(401);
    expect((await refresh(session.anonymousId, validationKey)).status).toBe(200);
  });

  it('answers 401 for a wrong key, an unknown identity or another store’s key', async () => {
    const session = await newSession();

    for (const response of [
      await refresh(session.anonymousId, 'wrong-key'),
      await refresh('unknownAnonymousId000', session.validationKey),
      await refresh(session.anonymousId, session.validationKey, '/anon/ybdAnonServiceKey00001'),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(INVALID_KEY);
    }
    // None of those used up the real key.
    expect((await refresh(session.anonymousId, session.validationKey)).status).toBe(200);
  });

  it('answers 404 for an unknown service key and 400 without a validation key', async () => {
    const session = await newSession();

    const unknown = await refresh(
      session.anonymousId,
      session.validationKey,
      '/anon/unknownServiceKey00001',
    );
    expect(unknown.status).toBe(404);

    const missing = await send('POST', `${BOXUP}/identities/${session.anonymousId}/token`, {});
    await expectAnswerMatching(missing, 400, {
      title: 'InvalidRequest',
      detail: 'validationKey: is required',
    });
  });

  it('uses the anonymous token lifetime in force', async () => {
    const previous = sandbox.config.tokenLifetimes.anonymousTokenMs;
    const lifetimes = await send('POST', '/__sandbox/config/token-lifetimes', {
      anonymousTokenMs: 120_000,
    });
    expect(lifetimes.status).toBe(200);
    try {
      const { anonymousToken } = await newSession();
      sandbox.clock.advance(121_000);
      await expect(sandbox.keys.verifyToken(anonymousToken)).rejects.toMatchObject({
        code: 'ERR_JWT_EXPIRED',
      });
    } finally {
      sandbox.config.tokenLifetimes.anonymousTokenMs = previous;
    }
  });
});

describe('signing in from an anonymous session', () => {
  const login = (body: Record<string, unknown>, tenant = 'north-america') =>
    send('POST', `/auth/v1/${tenant}/login`, {
      storeFrontId: tenant === 'germany' ? 'kartonwerk' : 'boxup',
      email: 'demo@boxup.example',
      password: 'Boxes4All!',
      culture: 'en-US',
      siteUrl: 'http://localhost:4200',
      ...body,
    });

  const mergeOf = async (anonymousId: string) =>
    (
      await sandbox.db.query<{ merged_into: string | null; merged_at: Date | null }>(
        'select merged_into, merged_at from anonymous_identities where anonymous_id = $1',
        [anonymousId],
      )
    )[0];

  it('records that the anonymous identity merged into the customer', async () => {
    const session = await newSession();

    const response = await login({
      anonymousId: session.anonymousId,
      validationKey: session.validationKey,
    });

    expect(response.status).toBe(200);
    expect(await mergeOf(session.anonymousId)).toEqual({
      merged_into: 'cus_demo_dana_whitfield',
      merged_at: sandbox.clock.now(),
    });
  });

  it('signs in without recording a merge when the validation key is not the current one', async () => {
    const session = await newSession();
    await refresh(session.anonymousId, session.validationKey);

    const response = await login({
      anonymousId: session.anonymousId,
      validationKey: session.validationKey,
    });

    expect(response.status).toBe(200);
    expect(await mergeOf(session.anonymousId)).toEqual({ merged_into: null, merged_at: null });
  });
});
