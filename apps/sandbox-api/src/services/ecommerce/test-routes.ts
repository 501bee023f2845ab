import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { cartNotFound, findCartRow } from './cart-store.ts';
import { commerceCarts } from '../../db/schema.ts';
import { and, eq } from 'drizzle-orm';

const driftBody = z.strictObject({
  priceCentDelta: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  arrivalDelayWorkDays: z.number().int().min(0).max(60).optional(),
  outOfStock: z.boolean().optional(),
});

/**
 * Test routes of the ecommerce service (mounted under `/ecommerce/__sandbox` when the sandbox's
 * test routes are on): `POST /carts/{cartId}/lineitems/{lineItemId}/drift` simulates the
 * outside world changing under a cart line — a catalogue price change, a later arrival date,
 * the product going out of stock — which the next recalculation (`GET carts/{id}?recalculate=true`)
 * picks up and flags. It does not change the cart's version.
 *
 * @example
 * ```ts
 * await sandbox.fetch(`/ecommerce/__sandbox/carts/${cartId}/lineitems/${lineId}/drift`, {
 *   method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ priceCentDelta: 25 }),
 * });
 * ```
 */
export function createEcommerceTestRoutes(context: SandboxContext): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>().post('/carts/:cartId/lineitems/:lineItemId/drift', async (c) => {
    const body = await parseJsonBody(c, driftBody);
    const cartId = c.req.param('cartId');
    const row = await findCartRow(context, cartId);
    if (!row) throw cartNotFound(cartId);
    const data = structuredClone(row.data);
    const line = data.lineItems.find((candidate) => candidate.id === c.req.param('lineItemId'));
    if (!line) {
      throw new SandboxHttpError(
        404,
        'LineItemNotFound',
        `The cart has no line item "${c.req.param('lineItemId')}"`,
      );
    }
    line.drift = {
      priceCentDelta: body.priceCentDelta ?? line.drift.priceCentDelta,
      arrivalDelayWorkDays: body.arrivalDelayWorkDays ?? line.drift.arrivalDelayWorkDays,
      outOfStock: body.outOfStock ?? line.drift.outOfStock,
    };
    await context.db.orm
      .update(commerceCarts)
      .set({ data })
      .where(and(eq(commerceCarts.id, row.id), eq(commerceCarts.version, row.version)));
    return c.json({ cartId: row.id, lineItemId: line.id, drift: line.drift });
  });
}
