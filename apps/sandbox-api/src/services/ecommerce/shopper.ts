import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SandboxContext } from '../../context.ts';
import { anonymousIdentities, storefronts } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { CANONICAL_ID_CLAIM, IS_CUSTOMER_CLAIM } from '../identity/claims.ts';
import type { Customer } from '../identity/customers.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { findStorefront } from '../identity/storefronts.ts';
import { authenticateBearer, invalidAccessToken, verifyBearer } from '../identity/tokens.ts';

/** Who is calling: a signed-in customer or an anonymous shopper. */
export type Shopper =
  | { kind: 'customer'; customerId: string; customer: Customer }
  | { kind: 'anonymous'; anonymousId: string };

/**
 * The store of a path, checked: an unknown tenant or store, or a store of another tenant, is
 * `404 StorefrontNotFound`.
 *
 * @example
 * ```ts
 * const storefront = await requireStorefront(context, 'north-america', 'boxup');
 * ```
 */
export async function requireStorefront(
  context: Pick<SandboxContext, 'db'>,
  tenant: string,
  storefrontId: string,
): Promise<Storefront> {
  const storefront = await findStorefront(context.db, tenant, storefrontId);
  if (!storefront) {
    throw new SandboxHttpError(
      404,
      'StorefrontNotFound',
      `Tenant "${tenant}" has no storefront "${storefrontId}"`,
    );
  }
  return storefront;
}

/**
 * The store of a route under `/tenants/:tenant/storefronts/:storefront`, checked as
 * {@link requireStorefront} does.
 *
 * @example
 * ```ts
 * const storefront = await storefrontOfPath(context, c);
 * ```
 */
export function storefrontOfPath(
  context: Pick<SandboxContext, 'db'>,
  c: Context,
): Promise<Storefront> {
  return requireStorefront(context, c.req.param('tenant') ?? '', c.req.param('storefront') ?? '');
}

/** The store and shopper of a storefront route. */
export interface ShopperScope {
  storefront: Storefront;
  shopper: Shopper;
}

/**
 * The store of a storefront route ({@link storefrontOfPath}) and the shopper of its bearer
 * token ({@link authenticateShopper}).
 *
 * @example
 * ```ts
 * const { storefront, shopper } = await shopperScope(context, c);
 * ```
 */
export async function shopperScope(
  context: Pick<SandboxContext, 'db' | 'keys'>,
  c: Context,
): Promise<ShopperScope> {
  const storefront = await storefrontOfPath(context, c);
  const shopper = await authenticateShopper(context, storefront, c.req.header('Authorization'));
  return { storefront, shopper };
}

/**
 * Authenticates `Authorization: Bearer <token>` for the commerce services: a customer access
 * token of the store's tenant (checked by the identity service's `authenticateBearer`), or an
 * anonymous token whose anonymous identity belongs to a store of the same tenant. Both must be
 * signed by the sandbox, carry the configured audience and be unexpired on the sandbox clock.
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` 'Invalid access token' otherwise.
 *
 * @example
 * ```ts
 * const shopper = await authenticateShopper(context, storefront, c.req.header('Authorization'));
 * ```
 */
export async function authenticateShopper(
  context: Pick<SandboxContext, 'db' | 'keys'>,
  storefront: Storefront,
  authorization: string | undefined,
): Promise<Shopper> {
  const claims = await verifyBearer(context.keys, authorization);
  if (claims[IS_CUSTOMER_CLAIM] === true) {
    const { customer } = await authenticateBearer(context, storefront.tenant, authorization);
    return { kind: 'customer', customerId: customer.id, customer };
  }
  const anonymousId = claims[CANONICAL_ID_CLAIM];
  if (typeof anonymousId !== 'string' || claims[IS_CUSTOMER_CLAIM] !== undefined) {
    throw invalidAccessToken();
  }
  const tenantServiceKeys = context.db.orm
    .select({ key: storefronts.anonServiceKey })
    .from(storefronts)
    .where(eq(storefronts.tenant, storefront.tenant));
  const [identity] = await context.db.orm
    .select({ anonymousId: anonymousIdentities.anonymousId })
    .from(anonymousIdentities)
    .where(
      and(
        eq(anonymousIdentities.anonymousId, anonymousId),
        inArray(anonymousIdentities.serviceKey, tenantServiceKeys),
      ),
    );
  if (!identity) throw invalidAccessToken();
  return { kind: 'anonymous', anonymousId };
}

/**
 * The customer a bearer token must belong to: a customer token of `customerId`.
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` for an anonymous token, 403 `Forbidden` for
 *   another customer's token.
 *
 * @example
 * ```ts
 * const customer = requireCustomer(shopper, c.req.param('customerId'));
 * ```
 */
export function requireCustomer(shopper: Shopper, customerId: string): Customer {
  if (shopper.kind !== 'customer') {
    throw new SandboxHttpError(401, 'InvalidToken', 'Invalid access token');
  }
  if (shopper.customerId !== customerId) {
    throw new SandboxHttpError(
      403,
      'Forbidden',
      `The access token belongs to another customer than ${customerId}`,
    );
  }
  return shopper.customer;
}
