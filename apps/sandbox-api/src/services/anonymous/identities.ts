import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import { anonymousIdentities, storefronts } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { CANONICAL_ID_CLAIM } from '../identity/claims.ts';
import { hashSecret, newSecret } from '../identity/secrets.ts';
import { REFRESH_REUSE_GRACE_MS } from '../identity/tokens.ts';

/** Body of `POST /anon/{serviceKey}/token`. */
export interface AnonymousSession {
  anonymousToken: string;
  validationKey: string;
  anonymousId: string;
}

type Context = Pick<SandboxContext, 'db' | 'clock' | 'keys' | 'config'>;

/** 401 for a validation key that is wrong, rotated away or of an unknown identity. */
export function invalidValidationKey(): SandboxHttpError {
  return new SandboxHttpError(401, 'InvalidValidationKey', 'Invalid or Expired validation key.');
}

/**
 * Signs an anonymous token: `sub` and the namespaced `canonical_id` are the anonymous id, there
 * is no `is_customer` claim, and the lifetime is `config.tokenLifetimes.anonymousTokenMs`.
 */
export function signAnonymousToken(
  { keys, config }: Pick<SandboxContext, 'keys' | 'config'>,
  anonymousId: string,
): Promise<string> {
  return keys.signAccessToken(
    { sub: anonymousId, [CANONICAL_ID_CLAIM]: anonymousId },
    { audience: config.tokenAudience, expiresInMs: config.tokenLifetimes.anonymousTokenMs },
  );
}

/** Starts an anonymous session for the store owning `serviceKey`. */
export async function createAnonymousIdentity(
  context: Context,
  serviceKey: string,
): Promise<AnonymousSession> {
  const anonymousId = nanoid();
  const validationKey = newSecret();
  await context.db.orm.insert(anonymousIdentities).values({
    anonymousId,
    serviceKey,
    validationKeyHash: hashSecret(validationKey),
    createdAt: context.clock.now(),
  });
  return {
    anonymousToken: await signAnonymousToken(context, anonymousId),
    validationKey,
    anonymousId,
  };
}

/**
 * Issues a new anonymous token for `anonymousId` and rotates its validation key: the key
 * presented stops working once {@link REFRESH_REUSE_GRACE_MS} have passed (a browser that
 * reloaded during the refresh presents it again, and gets the next key).
 *
 * @throws {SandboxHttpError} 401 `InvalidValidationKey` for a wrong or old key, or an identity
 *   unknown under `serviceKey`.
 */
export async function refreshAnonymousIdentity(
  context: Context,
  serviceKey: string,
  anonymousId: string,
  validationKey: string,
): Promise<Omit<AnonymousSession, 'anonymousId'>> {
  const nextKey = newSecret();
  const presented = hashSecret(validationKey);
  const now = context.clock.now();
  const isCurrent = eq(anonymousIdentities.validationKeyHash, presented);
  const updated = await context.db.orm
    .update(anonymousIdentities)
    .set({
      validationKeyHash: hashSecret(nextKey),
      // Only the rotation of the current key starts a grace period; a key presented within its
      // grace period keeps the one it has.
      previousValidationKeyHash: sql`case when ${isCurrent} then ${presented} else ${anonymousIdentities.previousValidationKeyHash} end`,
      rotatedAt: sql`case when ${isCurrent} then ${now.toISOString()}::timestamptz else ${anonymousIdentities.rotatedAt} end`,
    })
    .where(
      and(
        eq(anonymousIdentities.anonymousId, anonymousId),
        eq(anonymousIdentities.serviceKey, serviceKey),
        or(
          isCurrent,
          and(
            eq(anonymousIdentities.previousValidationKeyHash, presented),
            gte(anonymousIdentities.rotatedAt, new Date(now.getTime() - REFRESH_REUSE_GRACE_MS)),
          ),
        ),
      ),
    )
    .returning({ anonymousId: anonymousIdentities.anonymousId });
  if (updated.length === 0) throw invalidValidationKey();
  return {
    anonymousToken: await signAnonymousToken(context, anonymousId),
    validationKey: nextKey,
  };
}

/**
 * Records that the anonymous visitor `anonymousId` signed in as `customerId`, if the
 * validation key is its current one, the identity belongs to a store of `tenant` and it was not
 * merged before. Returns whether it was recorded.
 */
export async function mergeAnonymousIdentity(
  { db, clock }: Pick<SandboxContext, 'db' | 'clock'>,
  input: { tenant: string; anonymousId: string; validationKey: string; customerId: string },
): Promise<boolean> {
  const tenantServiceKeys = db.orm
    .select({ key: storefronts.anonServiceKey })
    .from(storefronts)
    .where(eq(storefronts.tenant, input.tenant));
  const merged = await db.orm
    .update(anonymousIdentities)
    .set({ mergedInto: input.customerId, mergedAt: clock.now() })
    .where(
      and(
        eq(anonymousIdentities.anonymousId, input.anonymousId),
        eq(anonymousIdentities.validationKeyHash, hashSecret(input.validationKey)),
        inArray(anonymousIdentities.serviceKey, tenantServiceKeys),
        isNull(anonymousIdentities.mergedInto),
      ),
    )
    .returning({ anonymousId: anonymousIdentities.anonymousId });
  return merged.length > 0;
}
