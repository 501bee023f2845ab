// @vitest-environment node
import fc from 'fast-check';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JSONWebKeySet, JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLAIMS_NAMESPACE, decodeTokenParts, validateToken } from './token-validator';

const AUDIENCE = 'https://api.storefront.sandbox/';
const NS = DEFAULT_CLAIMS_NAMESPACE;
const NOW = Date.UTC(2030, 0, 1, 12);
const NOW_S = NOW / 1000;
const KID = 'key-1';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let privateKey: Key;
let otherPrivateKey: Key;
let jwks: JSONWebKeySet;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  otherPrivateKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
});

const customerClaims = (overrides: JWTPayload = {}): JWTPayload => ({
  sub: 'customer-1',
  aud: AUDIENCE,
  iat: NOW_S - 60,
  exp: NOW_S + 3600,
  [`${NS}canonical_id`]: 'customer-1',
  [`${NS}is_customer`]: true,
  ...overrides,
});

function sign(
  payload: JWTPayload,
  { key = privateKey, alg = 'RS256' }: { key?: Key; alg?: string } = {},
) {
  return new SignJWT(payload).setProtectedHeader({ alg, kid: KID, typ: 'JWT' }).sign(key);
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function withoutClaim(payload: JWTPayload, claim: string): JWTPayload {
  const copy = { ...payload };
  delete copy[claim];
  return copy;
}

const validate = (token: unknown, anonymous = false) =>
  validateToken(token, { jwks, audience: AUDIENCE, now: NOW, anonymous });

describe('validateToken (spec section 5)', () => {
  it('accepts a customer token signed with RS256 by a published key', async () => {
    const result = await validate(await sign(customerClaims()));
    expect(result).toMatchObject({
      valid: true,
      claims: { canonicalId: 'customer-1', isCustomer: true, expiresAt: NOW_S + 3600 },
    });
  });

  it('accepts an audience list that includes the configured audience', async () => {
    const token = await sign(customerClaims({ aud: ['https://other.example/', AUDIENCE] }));
    expect((await validate(token)).valid).toBe(true);
  });

  it('accepts an anonymous token without is_customer only as anonymous', async () => {
    const token = await sign(withoutClaim(customerClaims(), `${NS}is_customer`));
    expect((await validate(token, true)).valid).toBe(true);
    expect(await validate(token)).toMatchObject({ valid: false, reason: 'not-customer' });
  });

  it.each([
    ['not a string', 42],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['parts that do not decode', 'a!.b.c'],
    ['a header that is not JSON', `${Buffer.from('nope').toString('base64url')}.e30.c2ln`],
    ['garbage', 'garbage'],
  ])('rejects %s as malformed', async (_name, token) => {
    expect(await validate(token)).toMatchObject({ valid: false, reason: 'malformed' });
  });

  it('rejects alg none', async () => {
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(customerClaims())}.`;
    expect(decodeTokenParts(token)).toBeDefined();
    expect(await validate(token)).toMatchObject({ valid: false, reason: 'algorithm' });
  });

  it('rejects HS256 signed with the public key (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    const token = await new SignJWT(customerClaims())
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .sign(secret);
    expect(await validate(token)).toMatchObject({ valid: false, reason: 'algorithm' });
  });

  it('rejects RS384 even from an RSA key', async () => {
    const { privateKey: rs384 } = await generateKeyPair('RS384');
    const token = await sign(customerClaims(), { key: rs384, alg: 'RS384' });
    expect(await validate(token)).toMatchObject({ valid: false, reason: 'algorithm' });
  });

  it('rejects a token signed by another key under the same kid', async () => {
    const token = await sign(customerClaims(), { key: otherPrivateKey });
    expect(await validate(token)).toMatchObject({ valid: false, reason: 'signature' });
  });

  it('rejects a payload changed after signing', async () => {
    const [header, , signature] = (await sign(customerClaims())).split('.');
    const forged = `${header}.${encode(customerClaims({ [`${NS}canonical_id`]: 'someone-else' }))}.${signature}`;
    expect(await validate(forged)).toMatchObject({ valid: false, reason: 'signature' });
  });

  it('rejects a header changed after signing (alg swapped to none)', async () => {
    const [, payload, signature] = (await sign(customerClaims())).split('.');
    const forged = `${encode({ alg: 'none', kid: KID })}.${payload}.${signature}`;
    expect(await validate(forged)).toMatchObject({ valid: false, reason: 'algorithm' });
  });

  it.each([
    ['another audience', customerClaims({ aud: 'https://other.example/' })],
    ['a list without the audience', customerClaims({ aud: ['https://other.example/'] })],
    ['no audience', withoutClaim(customerClaims(), 'aud')],
  ])('rejects %s', async (_name, claims) => {
    expect(await validate(await sign(claims))).toMatchObject({ valid: false, reason: 'audience' });
  });

  it.each([
    ['no canonical id', withoutClaim(customerClaims(), `${NS}canonical_id`)],
    ['an empty canonical id', customerClaims({ [`${NS}canonical_id`]: '' })],
    ['a canonical id that is not text', customerClaims({ [`${NS}canonical_id`]: 7 })],
    [
      'the claim outside the namespace',
      { ...withoutClaim(customerClaims(), `${NS}canonical_id`), canonical_id: 'x' },
    ],
  ])('rejects %s', async (_name, claims) => {
    expect(await validate(await sign(claims))).toMatchObject({
      valid: false,
      reason: 'canonical-id',
    });
  });

  it.each([
    ['is_customer false', customerClaims({ [`${NS}is_customer`]: false })],
    ['is_customer "true"', customerClaims({ [`${NS}is_customer`]: 'true' })],
    ['no is_customer', withoutClaim(customerClaims(), `${NS}is_customer`)],
  ])('rejects %s for a customer token', async (_name, claims) => {
    expect(await validate(await sign(claims))).toMatchObject({
      valid: false,
      reason: 'not-customer',
    });
  });

  it.each([
    ['an expiry in the past', customerClaims({ exp: NOW_S - 1 })],
    ['an expiry of exactly now', customerClaims({ exp: NOW_S })],
    ['no expiry', withoutClaim(customerClaims(), 'exp')],
    ['a not-before in the future', customerClaims({ nbf: NOW_S + 60 })],
  ])('rejects %s', async (_name, claims) => {
    expect(await validate(await sign(claims))).toMatchObject({ valid: false, reason: 'expired' });
  });

  it('judges expiry by the `now` it is given', async () => {
    const token = await sign(customerClaims({ exp: NOW_S + 10 }));
    expect((await validateToken(token, { jwks, audience: AUDIENCE, now: NOW })).valid).toBe(true);
    expect(
      (await validateToken(token, { jwks, audience: AUDIENCE, now: NOW + 10_000 })).valid,
    ).toBe(false);
  });

  it('uses the configured claims namespace', async () => {
    const ns = 'https://claims.example.com/';
    const token = await sign(
      customerClaims({ [`${ns}canonical_id`]: 'c-9', [`${ns}is_customer`]: true }),
    );
    const result = await validateToken(token, {
      jwks,
      audience: AUDIENCE,
      now: NOW,
      claimsNamespace: ns,
    });
    expect(result).toMatchObject({ valid: true, claims: { canonicalId: 'c-9' } });
  });

  it('reports keys that cannot be loaded as keys-unavailable, not as a bad token', async () => {
    const token = await sign(customerClaims());
    const result = await validateToken(token, {
      jwks: async () => {
        throw new TypeError('fetch failed');
      },
      audience: AUDIENCE,
      now: NOW,
    });
    expect(result).toMatchObject({ valid: false, reason: 'keys-unavailable' });
  });
});

describe('validateToken properties', () => {
  const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== '');

  it('accepts every well-formed customer token', async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.integer({ min: 1, max: 10 * 365 * 86_400 }),
        fc.boolean(),
        fc.array(fc.webUrl(), { maxLength: 3 }),
        async (canonicalId, lifetime, asList, others) => {
          const aud = asList ? [...others, AUDIENCE] : AUDIENCE;
          const token = await sign(
            customerClaims({ [`${NS}canonical_id`]: canonicalId, exp: NOW_S + lifetime, aud }),
          );
          const result = await validate(token);
          return result.valid && result.claims.canonicalId === canonicalId;
        },
      ),
      { numRuns: 40 },
    );
  });

  type Mutation = { name: string; token: () => Promise<string> };
  const notAudience = fc.webUrl().filter((url) => url !== AUDIENCE);
  const nonTrue = fc.constantFrom<unknown>(false, 'true', 1, null, 'yes', 0);
  const badCanonical = fc.constantFrom<unknown>('', '   ', 0, null, false, ['id'], { id: 'x' });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    notAudience.map((aud) => ({ name: `aud ${aud}`, token: () => sign(customerClaims({ aud })) })),
    fc.array(notAudience, { maxLength: 4 }).map((aud) => ({
      name: `aud list ${aud.join(',')}`,
      token: () => sign(customerClaims({ aud })),
    })),
    fc.integer({ min: 0, max: NOW_S }).map((exp) => ({
      name: `exp ${exp}`,
      token: () => sign(customerClaims({ exp })),
    })),
    nonTrue.map((value) => ({
      name: `is_customer ${String(value)}`,
      token: () => sign(customerClaims({ [`${NS}is_customer`]: value })),
    })),
    badCanonical.map((value) => ({
      name: `canonical_id ${JSON.stringify(value)}`,
      token: () => sign(customerClaims({ [`${NS}canonical_id`]: value })),
    })),
    fc.constantFrom('exp', 'aud', `${NS}canonical_id`, `${NS}is_customer`).map((claim) => ({
      name: `without ${claim}`,
      token: () => sign(withoutClaim(customerClaims(), claim)),
    })),
    fc
      .constantFrom('none', 'HS256', 'RS384', 'RS512', 'PS256', 'ES256', 'EdDSA', 'rs256')
      .map((alg) => ({
        name: `header alg ${alg}`,
        token: async () => {
          const [, payload, signature] = (await sign(customerClaims())).split('.');
          return `${encode({ alg, kid: KID })}.${payload}.${alg === 'none' ? '' : signature}`;
        },
      })),
    fc
      .record({ claim: fc.constantFrom('sub', 'exp', 'aud', `${NS}canonical_id`), value: text })
      .map(({ claim, value }) => ({
        name: `payload ${claim} replaced after signing`,
        token: async () => {
          const [header, , signature] = (await sign(customerClaims())).split('.');
          const changed = customerClaims({ [claim]: `${value}!` });
          return `${header}.${encode(changed)}.${signature}`;
        },
      })),
    fc.nat().map((index) => ({
      name: `signature character ${index} changed`,
      token: async () => {
        const [header, payload, signature = ''] = (await sign(customerClaims())).split('.');
        const at = index % (signature.length - 1); // the last character carries padding bits
        const replacement = signature[at] === 'A' ? 'B' : 'A';
        const changed = `${signature.slice(0, at)}${replacement}${signature.slice(at + 1)}`;
        return `${header}.${payload}.${changed}`;
      },
    })),
    fc.constant({
      name: 'signed by another key',
      token: () => sign(customerClaims(), { key: otherPrivateKey }),
    }),
    fc.string({ maxLength: 60 }).map((garbage) => ({
      name: `garbage ${JSON.stringify(garbage)}`,
      token: async () => garbage,
    })),
  );

  it('rejects every random mutation of a valid token', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async ({ token }) => {
        const result = await validate(await token());
        return !result.valid;
      }),
      { numRuns: 200 },
    );
  });
});
