import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import {
  findOrderRow,
  loadOrderFor,
  ORDER_HISTORY_PAGE_SIZE,
  orderNotFound,
  orderResponse,
  searchOrders,
} from './orders.ts';
import {
  authenticateShopper,
  requireCustomer,
  requireStorefront,
  shopperScope,
} from './shopper.ts';

const searchBody = z.strictObject({
  page: z
    .number({ error: 'must be a whole number from 1' })
    .int({ error: 'must be a whole number from 1' })
    .min(1, { error: 'must be a whole number from 1' })
    .optional(),
});

async function optionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SandboxHttpError(400, 'BadRequest', 'The request body is not valid JSON');
  }
}

/** `?activeLineItem=true`: the detail also shows each line's status history and next status. */
function activeLineItem(c: Context): boolean {
  return c.req.query('activeLineItem')?.toLowerCase() === 'true';
}

/**
 * The order routes of the ecommerce service: order detail (`GET
 * /tenants/{tenant}/storefronts/{storefront}/orders/{orderId}`, and `GET /orders/{orderId}`
 * without tenant data) and the order history (`POST
 * /search/tenants/{tenant}/storefronts/{storefront}/customers/{customerId}/orders`).
 *
 * @example
 * ```ts
 * app.route('/ecommerce', createOrderRoutes(context));
 * ```
 */
export function createOrderRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const now = () => context.clock.now();
  return new Hono<SandboxEnv>()
    .get('/tenants/:tenant/storefronts/:storefront/orders/:orderId', async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      const row = await loadOrderFor(context, storefront.id, shopper, c.req.param('orderId'));
      return c.json(orderResponse(row, now(), { activeLineItem: activeLineItem(c) }));
    })

    .get('/orders/:orderId', async (c) => {
      const orderId = c.req.param('orderId');
      const found = await findOrderRow(context, orderId);
      if (!found) throw orderNotFound(orderId);
      const storefront = await requireStorefront(context, found.tenant, found.storefrontId);
      const shopper = await authenticateShopper(context, storefront, c.req.header('Authorization'));
      const row = await loadOrderFor(context, storefront.id, shopper, orderId);
      return c.json(orderResponse(row, now(), { activeLineItem: activeLineItem(c) }));
    })

    .post(
      '/search/tenants/:tenant/storefronts/:storefront/customers/:customerId/orders',
      async (c) => {
        const { storefront, shopper } = await shopperScope(context, c);
        requireCustomer(shopper, c.req.param('customerId'));
        if (shopper.kind !== 'customer') throw new Error('unreachable');
        const { page = 1 } = searchBody.parse(await optionalJson(c));
        const { rows, total } = await searchOrders(context, storefront.id, shopper, page);
        return c.json({
          page,
          pageSize: ORDER_HISTORY_PAGE_SIZE,
          total,
          results: rows.map((row) => orderResponse(row, now())),
        });
      },
    );
}
