import * as z from 'zod/mini';
import { moneySchema, totalsSchema } from '../order-response';
import type { OrderTotals } from '../order-totals';
import { segment, type OrdersClient } from './orders-client';

const lineSchema = z.object({
  lineItemId: z.string(),
  name: z.string(),
  quantity: z.number().check(z.int()),
  unitPrice: moneySchema,
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  total: moneySchema,
});

/**
 * The answer of `POST …/orderTotalDetails/{orderId}`.
 *
 * @example
 * orderTotalDetailsSchema.parse(json).amountDue; // Money
 */
export const orderTotalDetailsSchema = z.extend(totalsSchema, {
  orderId: z.string(),
  orderNumber: z.nullish(z.string()),
  lines: z._default(z.array(lineSchema), []),
});

/**
 * An order's totals as a whole ({@link OrderTotals}) and per line.
 *
 * @example
 * const { total, lines } = await getOrderTotalDetails(client, orderId);
 */
export type OrderTotalDetails = OrderTotals & {
  orderId: string;
  orderNumber: string | null;
  lines: Array<z.output<typeof lineSchema>>;
};

/**
 * The totals of an order from the order-management call (`POST …/orderTotalDetails/{orderId}`,
 * spec §7), exact money. Fails with an `ApiError` ECX028.
 *
 * @example
 * const totals = await getOrderTotalDetails(client, 'ord_123');
 * formatMoney(totals.amountDue); // '$0.00'
 */
export async function getOrderTotalDetails(
  client: OrdersClient,
  orderId: string,
  options: { signal?: AbortSignal } = {},
): Promise<OrderTotalDetails> {
  return client
    .store('ecommerce', { all: 'ECX028' })
    .post(`orderTotalDetails/${segment(orderId)}`, {
      json: {},
      schema: orderTotalDetailsSchema,
      transform: (data): OrderTotalDetails => ({ ...data, orderNumber: data.orderNumber ?? null }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
}
