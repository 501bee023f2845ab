import { and, eq, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import { commerceCarts } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import {
  cartNotActive,
  checkoutInProgress,
  findCartRow,
  versionConflict,
} from '../ecommerce/cart-store.ts';
import type { CartRow } from '../ecommerce/cart-view.ts';

// A cart being paid is locked: no other payment and no write can change it until the order
// exists (then it is `Ordered`) or the payment failed (then the lock is released).

type Context = Pick<SandboxContext, 'db'>;

/**
 * Locks an active, unlocked cart at its version for a payment; the lock's id.
 *
 * @throws {SandboxHttpError} the cart's {@link cartStateError}, or 409 for a stale version.
 *
 * @example
 * ```ts
 * const lock = await claimCheckoutLock(context, row);
 * ```
 */
export async function claimCheckoutLock(context: Context, row: CartRow): Promise<string> {
  const lock = `lock_${nanoid(12)}`;
  const claimed = await context.db.orm
    .update(commerceCarts)
    .set({ checkoutLock: lock })
    .where(
      and(
        eq(commerceCarts.id, row.id),
        eq(commerceCarts.version, row.version),
        eq(commerceCarts.cartState, 'Active'),
        isNull(commerceCarts.checkoutLock),
      ),
    )
    .returning({ id: commerceCarts.id });
  if (claimed.length === 1) return lock;
  const current = (await findCartRow(context, row.id)) ?? row;
  throw cartStateError(current) ?? versionConflict(current, row.version);
}

/**
 * Why a cart cannot be paid in its state: already ordered (409 `CartAlreadyOrdered`), not
 * active, or locked by a payment in progress; `undefined` when it can.
 *
 * @example
 * ```ts
 * const blocked = cartStateError(row);
 * if (blocked) throw blocked;
 * ```
 */
export function cartStateError(row: CartRow): SandboxHttpError | undefined {
  if (row.cartState === 'Ordered') {
    return new SandboxHttpError(
      409,
      'CartAlreadyOrdered',
      `Cart ${row.id} was already ordered (order ${row.data.orderId ?? ''})`,
      { cartId: row.id, orderId: row.data.orderId },
    );
  }
  if (row.cartState !== 'Active') return cartNotActive(row);
  if (row.checkoutLock !== null) return checkoutInProgress(row);
  return undefined;
}

/**
 * Releases a cart's checkout lock after a failed payment (a lock another payment holds now is
 * left alone).
 *
 * @example
 * ```ts
 * await releaseCheckoutLock(context, row.id, lock);
 * ```
 */
export async function releaseCheckoutLock(
  context: Context,
  cartId: string,
  lock: string,
): Promise<void> {
  await context.db.orm
    .update(commerceCarts)
    .set({ checkoutLock: null })
    .where(and(eq(commerceCarts.id, cartId), eq(commerceCarts.checkoutLock, lock)));
}
