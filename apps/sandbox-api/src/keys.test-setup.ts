// Shared by the tests of the token services (anonymous sessions, sign-in): a token checked the
// way a storefront service checks it, against the published JWKS.
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload } from 'jose';
import { expect } from 'vitest';
import type { TestSandbox } from './testing.ts';

/**
 * The claims of `token` once verified against `GET /.well-known/jwks.json` (RS256, the sandbox's
 * audience and issuer, on the sandbox clock); expects it signed with the current key.
 *
 * @example
 * ```ts
 * const payload = await verifiedClaims(sandbox, accessToken);
 * ```
 */
export async function verifiedClaims(sandbox: TestSandbox, token: string): Promise<JWTPayload> {
  const jwks = (await (await sandbox.fetch('/.well-known/jwks.json')).json()) as JSONWebKeySet;
  const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
    algorithms: ['RS256'],
    audience: 'https://api.storefront.sandbox/',
    issuer: sandbox.config.issuer,
    currentDate: sandbox.clock.now(),
  });
  expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: sandbox.keys.kid });
  return payload;
}
