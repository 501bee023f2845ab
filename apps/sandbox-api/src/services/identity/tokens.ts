import { and, eq, isNull } from 'drizzle-orm';
import type { SandboxContext } from '../../context.ts';
import { customers, refreshTokens } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import {
  CANONICAL_ID_CLAIM,
  IS_CUSTOMER_CLAIM,
  PROFILE_CLAIMS,
  STORE_FRONT_CLAIM,
} from './claims.ts';
import type { Customer } from './customers.ts';
import { findCustomer } from './customers.ts';
import { hashSecret, newId, newSecret } from './secrets.ts';

/** Body of a successful `login` or `refresh`. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type Context = Pick<SandboxContext, 'db' | 'clock' | 'keys' | 'config'>;

/** 401 for a refresh token that is unknown, used, revoked or expired. */
export function invalidRefreshToken(): SandboxHttpError {
  return new SandboxHttpError(401, 'InvalidRefreshToken', 'Invalid or Expired refresh token.');
}

/** 401 for a missing, malformed, expired or non-customer bearer token. */
export function invalidAccessToken(): SandboxHttpError {
  return new SandboxHttpError(401, 'InvalidToken', 'Invalid access token');
}

/**
 * Signs a customer access token (RS256, `kid`, `aud` = `config.tokenAudience`, lifetime
 * `config.tokenLifetimes.accessTokenMs` read now) and stores a new refresh token in `familyId`
 * (a new family for a sign-in, the same family for a rotation).
 */
export async function issueTokens(
  { db, clock, keys, config }: Context,
  customer: Customer,
  storeFrontId: string,
  familyId: string = newId('rtf'),
): Promise<TokenPair> {
  // Only what the storefront reads: the email (checkout prefill). Names and company stay in the
  // customer record, so a leaked token tells no more than it must.
  const profile = { [PROFILE_CLAIMS.email]: customer.email };
  const accessToken = await keys.signAccessToken(
    {
      sub: customer.id,
      [CANONICAL_ID_CLAIM]: customer.id,
      [IS_CUSTOMER_CLAIM]: true,
      [STORE_FRONT_CLAIM]: storeFrontId,
      ...Object.fromEntries(Object.entries(profile).filter(([, value]) => value)),
    },
    { audience: config.tokenAudience, expiresInMs: config.tokenLifetimes.accessTokenMs },
  );
  const refreshToken = newSecret();
  const now = clock.now();
  await db.orm.insert(refreshTokens).values({
    tokenHash: hashSecret(refreshToken),
    familyId,
    customerId: customer.id,
    storeFrontId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.tokenLifetimes.refreshTokenMs),
  });
  return { accessToken, refreshToken };
}

/**
 * How long a used refresh token may still be exchanged, like the rotation overlap (Auth0) or
 * grace period (Okta) of identity services: a browser that reloads while its refresh is in
 * flight never stores the new pair, and presents the old token again a moment later.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token of a `tenant` customer for a new pair. The presented token is used
 * up; presenting it again within {@link REFRESH_REUSE_GRACE_MS} gives another pair of the same
 * family, later it revokes the whole family (reuse detection).
 *
 * @throws {SandboxHttpError} 401 `InvalidRefreshToken` for an unknown, used, revoked or
 *   expired token, or one of another tenant.
 */
export async function rotateRefreshToken(
  context: Context,
  tenant: string,
  refreshToken: string,
): Promise<TokenPair> {
  const { db, clock } = context;
  const tokenHash = hashSecret(refreshToken);
  const now = clock.now();
  const [found] = await db.orm
    .select({ token: refreshTokens, customer: customers })
    .from(refreshTokens)
    .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found || found.customer.tenant !== tenant || found.token.revokedAt) {
    throw invalidRefreshToken();
  }
  const { token, customer } = found;
  if (token.expiresAt.getTime() <= now.getTime()) throw invalidRefreshToken();
  if (token.usedAt) return reuse(context, customer, token, token.usedAt, now);

  // Claimed atomically: of two requests racing with the same token, the second is a reuse.
  const claimed = await db.orm
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ tokenHash: refreshTokens.tokenHash });
  // Lost the race to a request with the same token: that one used it a moment ago.
  if (claimed.length === 0) return reuse(context, customer, token, now, now);
  return issueTokens(context, customer, token.storeFrontId, token.familyId);
}

/** A used token presented again: a new pair within the grace period, else the family ends. */
async function reuse(
  context: Context,
  customer: Customer,
  token: typeof refreshTokens.$inferSelect,
  usedAt: Date,
  now: Date,
): Promise<TokenPair> {
  if (now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
    return issueTokens(context, customer, token.storeFrontId, token.familyId);
  }
  await revokeFamily(context, token.familyId);
  throw invalidRefreshToken();
}

/** Revokes every token of the family `refreshToken` belongs to, if it is a `tenant` token. */
export async function revokeRefreshTokenFamily(
  context: Pick<SandboxContext, 'db' | 'clock'>,
  tenant: string,
  refreshToken: string,
): Promise<void> {
  const [found] = await context.db.orm
    .select({ familyId: refreshTokens.familyId, tenant: customers.tenant })
    .from(refreshTokens)
    .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
    .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)));
  if (found && found.tenant === tenant) await revokeFamily(context, found.familyId);
}

async function revokeFamily(
  { db, clock }: Pick<SandboxContext, 'db' | 'clock'>,
  familyId: string,
): Promise<void> {
  await db.orm
    .update(refreshTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * The claims of `Authorization: Bearer <token>`, a token the sandbox signed that has not
 * expired on the sandbox clock (a customer's access token or an anonymous token).
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` for a missing, malformed, foreign or expired one.
 * @example
 * ```ts
 * const claims = await verifyBearer(context.keys, c.req.header('Authorization'));
 * ```
 */
export async function verifyBearer(
  keys: SandboxContext['keys'],
  authorization: string | undefined,
): Promise<Record<string, unknown>> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) throw invalidAccessToken();
  try {
    return await keys.verifyToken(token);
  } catch {
    throw invalidAccessToken();
  }
}

/** The customer behind a bearer access token and the store it was issued for. */
export interface BearerCustomer {
  customer: Customer;
  storeFrontId: string;
}

/**
 * Authenticates `Authorization: Bearer <access token>`: a customer token signed by the
 * sandbox, with the configured audience, unexpired on the sandbox clock, of a `tenant`
 * customer.
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` otherwise.
 */
export async function authenticateBearer(
  { db, keys }: Pick<SandboxContext, 'db' | 'keys'>,
  tenant: string,
  authorization: string | undefined,
): Promise<BearerCustomer> {
  const claims = await verifyBearer(keys, authorization);
  const customerId = claims[CANONICAL_ID_CLAIM];
  const storeFrontId = claims[STORE_FRONT_CLAIM];
  if (
    claims[IS_CUSTOMER_CLAIM] !== true ||
    typeof customerId !== 'string' ||
    typeof storeFrontId !== 'string'
  ) {
    throw invalidAccessToken();
  }
  const customer = await findCustomer(db, tenant, customerId);
  if (!customer) throw invalidAccessToken();
  return { customer, storeFrontId };
}
