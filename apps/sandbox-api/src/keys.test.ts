import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from './testing.ts';

const sandbox = sandboxPerFile();

async function publishedJwks(): Promise<JSONWebKeySet> {
  const response = await sandbox.fetch('/.well-known/jwks.json');
  expect(response.status).toBe(200);
  return (await response.json()) as JSONWebKeySet;
}

function postJson(path: string, body: unknown): Promise<Response> {
  return sandbox.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GET /.well-known/jwks.json', () => {
  it('publishes one RS256 signing key without its private members', async () => {
    const { keys } = await publishedJwks();

    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: sandbox.keys.kid });
    expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    for (const privateMember of ['d', 'p', 'q', 'dp', 'dq', 'qi']) {
      expect(key).not.toHaveProperty(privateMember);
    }
  });
});

describe('signAccessToken', () => {
  it('signs a token that verifies against the published JWKS', async () => {
    const token = await sandbox.keys.signAccessToken({ sub: 'customer-1' });

    const { payload, protectedHeader } = await jwtVerify(
      token,
      createLocalJWKSet(await publishedJwks()),
      {
        issuer: sandbox.config.issuer,
        audience: 'https://api.storefront.sandbox/',
        currentDate: sandbox.clock.now(),
      },
    );
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: sandbox.keys.kid, typ: 'JWT' });
    expect(payload.sub).toBe('customer-1');
    expect(payload.jti).toEqual(expect.any(String));
  });

  it('takes the audience and lifetime it is given', async () => {
    const token = await sandbox.keys.signAccessToken(
      { sub: 'visitor-1' },
      { audience: 'https://other.example/', expiresInMs: 120_000 },
    );

    const claims = decodeJwt(token);
    expect(claims.aud).toBe('https://other.example/');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);
    await expect(sandbox.keys.verifyToken(token)).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
    await expect(
      sandbox.keys.verifyToken(token, { audience: 'https://other.example/' }),
    ).resolves.toMatchObject({ sub: 'visitor-1' });
  });

  it('expires tokens by the sandbox clock, with lifetimes set through the test routes', async () => {
    const lifetimes = await postJson('/__sandbox/config/token-lifetimes', {
      accessTokenMs: 60_000,
    });
    expect(await lifetimes.json()).toMatchObject({ accessTokenMs: 60_000 });
    const token = await sandbox.keys.signAccessToken({ sub: 'customer-2' });
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);

    await expect(sandbox.keys.verifyToken(token)).resolves.toMatchObject({ sub: 'customer-2' });
    await postJson('/__sandbox/clock/advance', { ms: 61_000 });
    await expect(sandbox.keys.verifyToken(token)).rejects.toMatchObject({
      code: 'ERR_JWT_EXPIRED',
    });
  });

  it('rejects a token whose signature was tampered with', async () => {
    const token = await sandbox.keys.signAccessToken({ sub: 'customer-3' });
    const [header, payload, signature = ''] = token.split('.');
    const tampered = [
      header,
      payload,
      `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
    ];

    await expect(sandbox.keys.verifyToken(tampered.join('.'))).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });
});
