import { and, eq } from 'drizzle-orm';
import type { SandboxOrm } from '../../db/database.ts';
import { storefronts } from '../../db/schema.ts';

/** A store as seeded in `storefronts`. */
export type Storefront = typeof storefronts.$inferSelect;

type Db = { orm: SandboxOrm };

/** Whether any store belongs to `tenant` (`north-america`, `germany`). */
export async function isKnownTenant(db: Db, tenant: string): Promise<boolean> {
  const rows = await db.orm
    .select({ id: storefronts.id })
    .from(storefronts)
    .where(eq(storefronts.tenant, tenant))
    .limit(1);
  return rows.length > 0;
}

/** The store `storeFrontId` of `tenant`, or `undefined` when that tenant has no such store. */
export async function findStorefront(
  db: Db,
  tenant: string,
  storeFrontId: string,
): Promise<Storefront | undefined> {
  const [row] = await db.orm
    .select()
    .from(storefronts)
    .where(and(eq(storefronts.tenant, tenant), eq(storefronts.id, storeFrontId)));
  return row;
}

/** The store whose anonymous token service key is `serviceKey`. */
export async function findStorefrontByServiceKey(
  db: Db,
  serviceKey: string,
): Promise<Storefront | undefined> {
  const [row] = await db.orm
    .select()
    .from(storefronts)
    .where(eq(storefronts.anonServiceKey, serviceKey));
  return row;
}

/** The store signing up through the identity provider's `client_id` and `connection`. */
export async function findStorefrontByIdpClient(
  db: Db,
  clientId: string,
  connection: string,
): Promise<Storefront | undefined> {
  const [row] = await db.orm
    .select()
    .from(storefronts)
    .where(and(eq(storefronts.idpClientId, clientId), eq(storefronts.idpConnection, connection)));
  return row;
}
