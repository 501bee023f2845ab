import { asc, sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { JWK, JWTPayload } from 'jose';
import { nanoid } from 'nanoid';
import type { SandboxClock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxDatabase } from './db/database.ts';
import { signingKeys } from './db/schema.ts';
import type { JsonWebKeyData } from './db/schema.ts';

/** The only algorithm the sandbox signs with. */
export const SIGNING_ALGORITHM = 'RS256';

/** A public signing key as published at `/.well-known/jwks.json`. */
export interface PublishedJwk extends JWK {
  kid: string;
  alg: typeof SIGNING_ALGORITHM;
  use: 'sig';
}

/** A JSON Web Key Set of public keys only. */
export interface PublishedJwks {
  keys: PublishedJwk[];
}

/** Options of {@link SigningKeys.signAccessToken}. */
export interface SignTokenOptions {
  /** The `aud` claim. Defaults to `config.tokenAudience`. */
  audience?: string | string[];
  /**
   * Lifetime from the sandbox clock's now. Defaults to `config.tokenLifetimes.accessTokenMs`;
   * anonymous tokens pass `config.tokenLifetimes.anonymousTokenMs`.
   */
  expiresInMs?: number;
}

/** Options of {@link SigningKeys.verifyToken}. */
export interface VerifyTokenOptions {
  /** The `aud` claim the token must carry. Defaults to `config.tokenAudience`. */
  audience?: string | string[];
}

/** The sandbox's token signer and verifier. */
export interface SigningKeys {
  /** Key id of the key new tokens are signed with. */
  readonly kid: string;
  /** The public keys, for `GET /.well-known/jwks.json`. */
  jwks(): PublishedJwks;
  /**
   * Signs a JWT with `iss` set to `config.issuer`, `iat` and `exp` from the sandbox clock and a
   * fresh, unique `jti` (nanoid), so two tokens signed in the same second for the same subject
   * still differ. `claims` adds or overrides the rest (`sub`, namespaced claims, …), never `jti`.
   */
  signAccessToken(claims: JWTPayload, options?: SignTokenOptions): Promise<string>;
  /**
   * Verifies a token's signature, issuer, audience and expiry against the sandbox clock and
   * returns its claims. Rejects with jose's errors, whose `code` says why
   * (`ERR_JWT_EXPIRED`, `ERR_JWS_SIGNATURE_VERIFICATION_FAILED`, `ERR_JWT_CLAIM_VALIDATION_FAILED`, …).
   */
  verifyToken(token: string, options?: VerifyTokenOptions): Promise<JWTPayload>;
}

/** What {@link loadSigningKeys} needs. */
export interface LoadSigningKeysOptions {
  db: SandboxDatabase;
  clock: SandboxClock;
  config: Pick<SandboxConfig, 'issuer' | 'tokenAudience' | 'tokenLifetimes'>;
}

/**
 * Loads the signing keys from `signing_keys`, generating and storing an RS256 key pair on the
 * first start. Later starts on the same database reuse it, so tokens survive restarts.
 *
 * @example
 * ```ts
 * const keys = await loadSigningKeys({ db, clock, config });
 * const token = await keys.signAccessToken({ sub: 'customer-1' });
 * const claims = await keys.verifyToken(token); // { sub: 'customer-1', iss, aud, iat, exp, jti }
 * ```
 */
export async function loadSigningKeys({
  db,
  clock,
  config,
}: LoadSigningKeysOptions): Promise<SigningKeys> {
  const rows = await db.orm.transaction(async (tx) => {
    // Serialises first starts of several processes sharing one PostgreSQL server.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sandbox-api:signing-keys'))`);
    const existing = await tx
      .select()
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
    if (existing.length > 0) return existing;
    const created = await generateSigningKey(clock.now());
    await tx.insert(signingKeys).values(created);
    return [created];
  });

  // The newest key signs; every stored key stays published so older tokens keep verifying.
  const current = rows[rows.length - 1];
  if (!current) throw new Error('No signing key was stored');
  const privateKey = await importJWK(current.privateJwk, SIGNING_ALGORITHM);
  const published: PublishedJwks = {
    keys: rows.map((row) => ({
      ...publicMembers(row.publicJwk),
      kid: row.kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    })),
  };
  const keySet = createLocalJWKSet(published);

  return {
    kid: current.kid,
    jwks: () => structuredClone(published),
    signAccessToken: (claims, options = {}) => {
      const nowMs = clock.now().getTime();
      const expiresInMs = options.expiresInMs ?? config.tokenLifetimes.accessTokenMs;
      return new SignJWT({ ...claims, jti: nanoid() })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: current.kid, typ: 'JWT' })
        .setIssuer(config.issuer)
        .setAudience(options.audience ?? config.tokenAudience)
        .setIssuedAt(Math.floor(nowMs / 1000))
        .setExpirationTime(Math.floor((nowMs + expiresInMs) / 1000))
        .sign(privateKey);
    },
    verifyToken: async (token, options = {}) => {
      const { payload } = await jwtVerify(token, keySet, {
        algorithms: [SIGNING_ALGORITHM],
        issuer: config.issuer,
        audience: options.audience ?? config.tokenAudience,
        currentDate: clock.now(),
      });
      return payload;
    },
  };
}

async function generateSigningKey(createdAt: Date) {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    extractable: true,
  });
  const publicJwk = toStoredJwk(await exportJWK(publicKey));
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    alg: SIGNING_ALGORITHM,
    publicJwk,
    privateJwk: toStoredJwk(await exportJWK(privateKey)),
    createdAt,
  };
}

const PUBLIC_RSA_MEMBERS = ['kty', 'n', 'e'] as const;

/** Keeps only the public members of an RSA key, whatever the stored JWK holds. */
function publicMembers(jwk: JsonWebKeyData): Pick<JWK, (typeof PUBLIC_RSA_MEMBERS)[number]> {
  return Object.fromEntries(
    PUBLIC_RSA_MEMBERS.filter((member) => jwk[member] !== undefined).map((member) => [
      member,
      jwk[member],
    ]),
  );
}

function toStoredJwk(jwk: JWK): JsonWebKeyData {
  return Object.fromEntries(
    Object.entries(jwk).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
