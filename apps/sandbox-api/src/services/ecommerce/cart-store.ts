import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import { anonymousIdentities, commerceCarts } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { SAMPLE_MAX_QUANTITY } from '../catalog/seed.ts';
import { isUniqueViolation } from '../identity/secrets.ts';
import { emptyCartData } from './cart-model.ts';
import type { CartRow } from './cart-view.ts';
import { defaultAddresses, loadProfile } from './customers.ts';
import type { Shopper } from './shopper.ts';
import type { CartData, LineData } from '../../db/schema-commerce-documents.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/**
 * 404 for a cart that does not exist, is of another store or another shopper.
 *
 * @example
 * ```ts
 * throw cartNotFound(cartId); // 404 { title: 'CartNotFound', … }
 * ```
 */
export function cartNotFound(cartId: string): SandboxHttpError {
  return new SandboxHttpError(404, 'CartNotFound', `There is no cart "${cartId}" for this shopper`);
}

/**
 * 409 for a change naming another version than the cart's. The body carries the cart's
 * `currentVersion`, so the client can re-read and decide again.
 *
 * @example
 * ```ts
 * throw versionConflict(row, body.version); // 409 { title: 'ConcurrentModification', currentVersion }
 * ```
 */
export function versionConflict(row: CartRow, given: number): SandboxHttpError {
  return new SandboxHttpError(
    409,
    'ConcurrentModification',
    `Cart ${row.id} is at version ${row.version}, not ${given}. Read the cart again and retry.`,
    { cartId: row.id, currentVersion: row.version },
  );
}

/**
 * 400 for a change to a cart that was ordered or merged into another.
 *
 * @example
 * ```ts
 * if (row.cartState !== 'Active') throw cartNotActive(row);
 * ```
 */
export function cartNotActive(row: CartRow): SandboxHttpError {
  const why =
    row.cartState === 'Merged'
      ? `was merged into cart ${row.mergedIntoCartId ?? ''}`
      : `was ordered (order ${row.data.orderId ?? ''})`;
  return new SandboxHttpError(400, 'CartNotActive', `Cart ${row.id} ${why} and cannot change`, {
    cartId: row.id,
    cartState: row.cartState,
    mergedIntoCartId: row.mergedIntoCartId,
    orderId: row.data.orderId,
  });
}

/**
 * 409 while a payment for the cart is being processed.
 *
 * @example
 * ```ts
 * if (row.checkoutLock !== null) throw checkoutInProgress(row);
 * ```
 */
export function checkoutInProgress(row: CartRow): SandboxHttpError {
  return new SandboxHttpError(
    409,
    'CheckoutInProgress',
    `A payment for cart ${row.id} is being processed; try again in a moment`,
    { cartId: row.id, currentVersion: row.version },
  );
}

/**
 * The cart `id`, whoever owns it.
 *
 * @example
 * ```ts
 * const row = await findCartRow(context, 'cart_…');
 * ```
 */
export async function findCartRow(
  context: Pick<Context, 'db'>,
  id: string,
): Promise<CartRow | undefined> {
  const row = await firstRow(context.db.orm, commerceCarts, eq(commerceCarts.id, id));
  return row;
}

/**
 * The active cart of a shopper in a store, if any.
 *
 * @example
 * ```ts
 * const row = await findActiveCart(context, 'boxup', shopper);
 * ```
 */
export async function findActiveCart(
  context: Pick<Context, 'db'>,
  storefrontId: string,
  shopper: Shopper,
): Promise<CartRow | undefined> {
  const owner =
    shopper.kind === 'customer'
      ? eq(commerceCarts.customerId, shopper.customerId)
      : and(eq(commerceCarts.anonymousId, shopper.anonymousId), isNull(commerceCarts.customerId));
  return firstRow(
    context.db.orm,
    commerceCarts,
    eq(commerceCarts.storefrontId, storefrontId),
    eq(commerceCarts.cartState, 'Active'),
    owner,
  );
}

const mergedIdentitiesOf = (context: Pick<Context, 'db'>, customerId: string) =>
  context.db.orm
    .select({ anonymousId: anonymousIdentities.anonymousId })
    .from(anonymousIdentities)
    .where(eq(anonymousIdentities.mergedInto, customerId));

/**
 * The cart `cartId` if the shopper may see it: a customer sees their carts and the carts of
 * the anonymous sessions they signed in from; an anonymous shopper sees their carts that no
 * customer took over. A customer's pending merges run first.
 *
 * @throws {SandboxHttpError} 404 `CartNotFound` otherwise (also for another store's cart).
 *
 * @example
 * ```ts
 * const row = await loadCartFor(context, storefront.id, shopper, c.req.param('cartId'));
 * ```
 */
export async function loadCartFor(
  context: Context,
  storefrontId: string,
  shopper: Shopper,
  cartId: string,
): Promise<CartRow> {
  if (shopper.kind === 'customer') await applyPendingMerges(context, storefrontId, shopper);
  const row = await findCartRow(context, cartId);
  if (!row || row.storefrontId !== storefrontId) throw cartNotFound(cartId);
  if (shopper.kind === 'anonymous') {
    if (row.anonymousId !== shopper.anonymousId || row.customerId !== null) {
      throw cartNotFound(cartId);
    }
    return row;
  }
  if (row.customerId === shopper.customerId) return row;
  if (row.customerId === null && row.anonymousId !== null) {
    const merged = await mergedIdentitiesOf(context, shopper.customerId);
    if (merged.some((identity) => identity.anonymousId === row.anonymousId)) return row;
  }
  throw cartNotFound(cartId);
}

/**
 * Checks that a cart may change at `version`.
 *
 * @throws {SandboxHttpError} 400 `CartNotActive`, 409 `CheckoutInProgress` or 409
 *   `ConcurrentModification`.
 *
 * @example
 * ```ts
 * assertWritable(row, body.version);
 * ```
 */
export function assertWritable(row: CartRow, version: number): void {
  if (row.cartState !== 'Active') throw cartNotActive(row);
  if (row.checkoutLock !== null) throw checkoutInProgress(row);
  if (row.version !== version) throw versionConflict(row, version);
}

/** Options of {@link saveCart}. */
export interface SaveOptions {
  /** The payment lock the caller holds (payments change a cart while holding it). */
  lock?: string;
}

/**
 * Stores a cart's new document as the next version, if the cart is still at `expectedVersion`,
 * active and not locked (or locked by `options.lock`).
 *
 * @throws {SandboxHttpError} like {@link assertWritable} when another change came first.
 *
 * @example
 * ```ts
 * const saved = await saveCart(context, row, data, body.version); // saved.version === body.version + 1
 * ```
 */
export async function saveCart(
  context: Context,
  row: CartRow,
  data: CartData,
  expectedVersion: number,
  options: SaveOptions = {},
): Promise<CartRow> {
  const [saved] = await context.db.orm
    .update(commerceCarts)
    .set({ data, version: expectedVersion + 1, lastModifiedAt: context.clock.now() })
    .where(
      and(
        eq(commerceCarts.id, row.id),
        eq(commerceCarts.version, expectedVersion),
        eq(commerceCarts.cartState, 'Active'),
        options.lock === undefined
          ? isNull(commerceCarts.checkoutLock)
          : eq(commerceCarts.checkoutLock, options.lock),
      ),
    )
    .returning();
  if (saved) return saved;
  const current = (await findCartRow(context, row.id)) ?? row;
  assertWritable(current, expectedVersion);
  throw versionConflict(current, expectedVersion);
}

/**
 * A new active cart for the shopper. A customer's cart starts with their default billing and
 * shipping addresses and their email.
 *
 * @throws {SandboxHttpError} 409 `ActiveCartExists` (with `cartId` and `currentVersion`) when
 *   the shopper already has an active cart in the store.
 *
 * @example
 * ```ts
 * const row = await createCart(context, storefront, shopper); // 409 ActiveCartExists if one exists
 * ```
 */
export async function createCart(
  context: Context,
  storefront: { id: string; tenant: string },
  shopper: Shopper,
  data: CartData = emptyCartData(),
): Promise<CartRow> {
  const existing = await findActiveCart(context, storefront.id, shopper);
  if (existing) throw activeCartExists(existing);
  const start =
    shopper.kind === 'customer' ? await withCustomerDefaults(context, shopper, data) : data;
  const now = context.clock.now();
  try {
    const [row] = await context.db.orm
      .insert(commerceCarts)
      .values({
        id: `cart_${nanoid(21)}`,
        tenant: storefront.tenant,
        storefrontId: storefront.id,
        customerId: shopper.kind === 'customer' ? shopper.customerId : null,
        anonymousId: shopper.kind === 'anonymous' ? shopper.anonymousId : null,
        cartState: 'Active',
        version: 1,
        data: start,
        createdAt: now,
        lastModifiedAt: now,
      })
      .returning();
    if (!row) throw new Error('The cart was not stored');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findActiveCart(context, storefront.id, shopper);
    if (winner) throw activeCartExists(winner);
    throw error;
  }
}

function activeCartExists(row: CartRow): SandboxHttpError {
  return new SandboxHttpError(
    409,
    'ActiveCartExists',
    `The shopper already has the active cart ${row.id}; add to it instead`,
    { cartId: row.id, currentVersion: row.version },
  );
}

async function withCustomerDefaults(
  context: Context,
  shopper: Extract<Shopper, { kind: 'customer' }>,
  data: CartData,
): Promise<CartData> {
  const profile = await loadProfile(context, shopper.customerId);
  const defaults = defaultAddresses(profile);
  return {
    ...data,
    customerEmail: shopper.customer.email,
    billingAddress: data.billingAddress ?? defaults.billingAddress,
    shippingAddress: data.shippingAddress ?? defaults.shippingAddress,
  };
}

/**
 * Identity of a sample for the one-per-size-and-style rule.
 *
 * @example
 * ```ts
 * sampleIdentity({ productKey: 'shipping-box-sample', attributes: { Size: '10 x 8 x 6' } }); // 'shipping-box-sample|10 x 8 x 6'
 * ```
 */
export function sampleIdentity(line: Pick<LineData, 'productKey' | 'attributes'>): string {
  return `${line.productKey}|${line.attributes.Size ?? ''}`;
}

/**
 * The merge rule: the anonymous cart's lines are appended to the customer's, except sample
 * lines of a size and style the customer's cart already has or beyond the three-sample limit;
 * the customer's coupon and addresses win, the anonymous cart's fill what is missing.
 *
 * @example
 * ```ts
 * mergeCartData(customerCart.data, anonymousCart.data).lineItems.length;
 * ```
 */
export function mergeCartData(target: CartData, source: CartData): CartData {
  const lineItems = [...target.lineItems];
  const samples = new Set(
    lineItems.filter((line) => line.productKind === 'sample').map(sampleIdentity),
  );
  for (const line of source.lineItems) {
    if (line.productKind === 'sample') {
      if (samples.has(sampleIdentity(line)) || samples.size >= SAMPLE_MAX_QUANTITY) continue;
      samples.add(sampleIdentity(line));
    }
    lineItems.push(line);
  }
  return {
    ...target,
    lineItems,
    couponCode: target.couponCode ?? source.couponCode,
    billingAddress: target.billingAddress ?? source.billingAddress,
    shippingAddress: target.shippingAddress ?? source.shippingAddress,
    customerEmail: target.customerEmail ?? source.customerEmail,
  };
}

class MergeRace extends Error {}

/**
 * Merges the active carts of the anonymous sessions a customer signed in from
 * (`anonymous_identities.merged_into`, recorded by the sign-in) into the customer's active cart
 * of the store: with no customer cart, the anonymous cart becomes the customer's (same id);
 * otherwise its lines move over by the merge rule and it becomes `Merged`
 * (`mergedIntoCartId`). Each merge raises the versions of the carts it changes.
 *
 * @example
 * ```ts
 * await applyPendingMerges(context, 'boxup', shopper); // before reading a customer's cart
 * ```
 */
export async function applyPendingMerges(
  context: Context,
  storefrontId: string,
  shopper: Extract<Shopper, { kind: 'customer' }>,
): Promise<void> {
  const { db, clock } = context;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pending = await db.orm
      .select()
      .from(commerceCarts)
      .where(
        and(
          eq(commerceCarts.storefrontId, storefrontId),
          eq(commerceCarts.cartState, 'Active'),
          isNull(commerceCarts.customerId),
          isNull(commerceCarts.checkoutLock),
          inArray(commerceCarts.anonymousId, mergedIdentitiesOf(context, shopper.customerId)),
        ),
      )
      .orderBy(asc(commerceCarts.createdAt));
    const source = pending[0];
    if (!source) return;
    const now = clock.now();
    const target = await findActiveCart(context, storefrontId, shopper);
    // The anonymous cart as it was read: still nobody's, unlocked and at the same version.
    const sourceAsRead = and(
      eq(commerceCarts.id, source.id),
      eq(commerceCarts.version, source.version),
      isNull(commerceCarts.customerId),
      isNull(commerceCarts.checkoutLock),
    );
    try {
      if (!target) {
        const data = await withCustomerDefaults(context, shopper, source.data);
        const moved = await db.orm
          .update(commerceCarts)
          .set({
            customerId: shopper.customerId,
            data,
            version: source.version + 1,
            lastModifiedAt: now,
          })
          .where(sourceAsRead)
          .returning({ id: commerceCarts.id });
        if (moved.length === 0) throw new MergeRace();
        continue;
      }
      const merged = mergeCartData(target.data, source.data);
      await db.orm.transaction(async (tx) => {
        const updatedTarget = await tx
          .update(commerceCarts)
          .set({ data: merged, version: target.version + 1, lastModifiedAt: now })
          .where(
            and(
              eq(commerceCarts.id, target.id),
              eq(commerceCarts.version, target.version),
              isNull(commerceCarts.checkoutLock),
            ),
          )
          .returning({ id: commerceCarts.id });
        const closedSource = await tx
          .update(commerceCarts)
          .set({
            cartState: 'Merged',
            mergedIntoCartId: target.id,
            version: source.version + 1,
            lastModifiedAt: now,
          })
          .where(sourceAsRead)
          .returning({ id: commerceCarts.id });
        if (updatedTarget.length === 0 || closedSource.length === 0) throw new MergeRace();
      });
    } catch (error) {
      if (!(error instanceof MergeRace) && !isUniqueViolation(error)) throw error;
    }
  }
}
