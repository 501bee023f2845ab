import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import { anonymousIdentities, assetUploads, designs, storefronts } from '../../db/schema.ts';
import { CANONICAL_ID_CLAIM, IS_CUSTOMER_CLAIM, STORE_FRONT_CLAIM } from '../identity/claims.ts';
import { findStorefrontByServiceKey } from '../identity/storefronts.ts';
import { authenticateBearer, invalidAccessToken, verifyBearer } from '../identity/tokens.ts';

/**
 * Who a design or an upload belongs to: a signed-in customer, or an anonymous shopper (whose
 * things move to the customer their session signed in as).
 */
export type Owner =
  | { kind: 'customer'; customerId: string; storefrontId: string }
  | {
      kind: 'anonymous';
      anonymousId: string;
      storefrontId: string;
      /** The customer this anonymous session signed in as, if it did. */
      mergedInto: string | null;
    };

/**
 * Authenticates `Authorization: Bearer <token>` for the designs and assets services, which
 * have no tenant in their paths:
 *
 * - a customer access token: checked by the identity service's `authenticateBearer` against
 *   the tenant of the store the token names (its `store_front_id` claim)
 * - an anonymous token: signed by the sandbox, unexpired, of a known anonymous identity
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` 'Invalid access token' for a missing, malformed,
 *   expired or foreign token.
 *
 * @example
 * ```ts
 * const owner = await authenticateOwner(context, c.req.header('Authorization'));
 * if (owner.kind === 'customer') owner.customerId; // 'cus_demo_dana_whitfield'
 * ```
 */
export async function authenticateOwner(
  context: Pick<SandboxContext, 'db' | 'keys'>,
  authorization: string | undefined,
): Promise<Owner> {
  const claims = await verifyBearer(context.keys, authorization);

  if (claims[IS_CUSTOMER_CLAIM] === true) {
    const storefrontId = claims[STORE_FRONT_CLAIM];
    if (typeof storefrontId !== 'string') throw invalidAccessToken();
    const [storefront] = await context.db.orm
      .select({ tenant: storefronts.tenant })
      .from(storefronts)
      .where(eq(storefronts.id, storefrontId));
    if (!storefront) throw invalidAccessToken();
    const { customer } = await authenticateBearer(context, storefront.tenant, authorization);
    return { kind: 'customer', customerId: customer.id, storefrontId };
  }

  const anonymousId = claims[CANONICAL_ID_CLAIM];
  if (typeof anonymousId !== 'string' || claims[IS_CUSTOMER_CLAIM] !== undefined) {
    throw invalidAccessToken();
  }
  const identity = await firstRow(
    context.db.orm,
    anonymousIdentities,
    eq(anonymousIdentities.anonymousId, anonymousId),
  );
  const storefront =
    identity && (await findStorefrontByServiceKey(context.db, identity.serviceKey));
  if (!identity || !storefront) throw invalidAccessToken();
  return {
    kind: 'anonymous',
    anonymousId,
    storefrontId: storefront.id,
    mergedInto: identity.mergedInto,
  };
}

/** The owner columns of a table that belongs to customers or anonymous identities. */
export interface OwnedColumns {
  customerId: PgColumn;
  anonymousId: PgColumn;
}

/**
 * The condition "belongs to `owner`": a customer's own rows, or an anonymous identity's rows
 * that no customer has taken over yet.
 *
 * @example
 * ```ts
 * await db.orm.select().from(designs).where(ownedBy(designs, owner));
 * ```
 */
export function ownedBy(table: OwnedColumns, owner: Owner): SQL {
  return owner.kind === 'customer'
    ? eq(table.customerId, owner.customerId)
    : (and(isNull(table.customerId), eq(table.anonymousId, owner.anonymousId)) as SQL);
}

/**
 * Hands the designs and uploads of anonymous sessions that signed in
 * (`anonymous_identities.merged_into`) to their customer: for a customer, those of every
 * session merged into them; for an anonymous owner whose session was merged, that session's.
 * Other owners change nothing. Called before every designs and uploads request, so a merge
 * takes effect on the next request of either token.
 *
 * @example
 * ```ts
 * await claimMergedRows(context, owner);
 * ```
 */
export async function claimMergedRows(
  { db }: Pick<SandboxContext, 'db'>,
  owner: Owner,
): Promise<void> {
  const customerId = owner.kind === 'customer' ? owner.customerId : owner.mergedInto;
  if (customerId === null) return;
  const mergedSessions = db.orm
    .select({ id: anonymousIdentities.anonymousId })
    .from(anonymousIdentities)
    .where(eq(anonymousIdentities.mergedInto, customerId));
  await db.orm
    .update(designs)
    .set({ customerId })
    .where(and(isNull(designs.customerId), inArray(designs.anonymousId, mergedSessions)));
  await db.orm
    .update(assetUploads)
    .set({ customerId })
    .where(and(isNull(assetUploads.customerId), inArray(assetUploads.anonymousId, mergedSessions)));
}
