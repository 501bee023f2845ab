import { eq } from 'drizzle-orm';
import type { SandboxOrm } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { storefronts } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';

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
  return firstRow(
    db.orm,
    storefronts,
    eq(storefronts.tenant, tenant),
    eq(storefronts.id, storeFrontId),
  );
}

/**
 * The store `storefrontId` of any tenant, for routes that name the store in their body or query.
 *
 * @throws {SandboxHttpError} 404 `StorefrontNotFound` when there is none.
 * @example
 * ```ts
 * const storefront = await requireStorefrontById(db, body.storefrontId); // tenant, id, …
 * ```
 */
export async function requireStorefrontById(db: Db, storefrontId: string): Promise<Storefront> {
  const row = await firstRow(db.orm, storefronts, eq(storefronts.id, storefrontId));
  if (!row) {
    throw new SandboxHttpError(
      404,
      'StorefrontNotFound',
      `There is no storefront "${storefrontId}"`,
    );
  }
  return row;
}

/** The store whose anonymous token service key is `serviceKey`. */
export async function findStorefrontByServiceKey(
  db: Db,
  serviceKey: string,
): Promise<Storefront | undefined> {
  return firstRow(db.orm, storefronts, eq(storefronts.anonServiceKey, serviceKey));
}

/** The store signing up through the identity provider's `client_id` and `connection`. */
export async function findStorefrontByIdpClient(
  db: Db,
  clientId: string,
  connection: string,
): Promise<Storefront | undefined> {
  return firstRow(
    db.orm,
    storefronts,
    eq(storefronts.idpClientId, clientId),
    eq(storefronts.idpConnection, connection),
  );
}

/**
 * The public origins of each store's site: where emailed links (password reset, email
 * verification) may point. Besides these, the sandbox allows local origins (`localhost`,
 * `127.0.0.1`, `[::1]`, http or https, any port), where the brand apps run in development,
 * CI and the journeys.
 */
export const STOREFRONT_SITE_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  boxup: ['https://boxup.example', 'https://www.boxup.example'],
  ybd: ['https://ybd.example', 'https://www.ybd.example'],
  kartonwerk: ['https://kartonwerk.example', 'https://www.kartonwerk.example'],
};

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `siteUrl` is a page of the store `storeFrontId`'s site: an absolute http(s) URL
 * without credentials, query or fragment whose origin is one of the store's
 * ({@link STOREFRONT_SITE_ORIGINS}) or a local one. Anything else (another host, a
 * look-alike such as `https://boxup.example.evil.example`, `javascript:`) is refused, so an
 * emailed ticket never travels to a site the caller chose.
 *
 * @example
 * ```ts
 * isAllowedSiteUrl('boxup', 'http://127.0.0.1:4200'); // true
 * isAllowedSiteUrl('boxup', 'https://evil.example'); // false
 * ```
 */
export function isAllowedSiteUrl(storeFrontId: string, siteUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.search || url.hash || siteUrl.includes('#')) {
    return false;
  }
  if (LOCAL_HOSTNAMES.has(url.hostname)) return true;
  return (STOREFRONT_SITE_ORIGINS[storeFrontId] ?? []).includes(url.origin);
}
