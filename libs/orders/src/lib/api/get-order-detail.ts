import { toOrder, type Order } from '../order-model';
import { orderResponseSchema } from '../order-response';
import { segment, type OrdersClient } from './orders-client';

/**
 * Status handlers of the order detail with active line items: every failure is ECX040.
 *
 * @example
 * client.http('ecommerce', GET_ORDER_DETAIL_ERROR_CODES);
 */
export const GET_ORDER_DETAIL_ERROR_CODES = { all: 'ECX040' } as const;

/**
 * The order detail with its active line items (`GET …/orders/{orderId}?activeLineItem=true`):
 * each line also carries its status history and next status when the service sends them.
 * Fails with an `ApiError` ECX040.
 *
 * @example
 * const order = await getOrderDetail(client, 'ord_123');
 * order.lines[0]?.statusHistory; // [{ status: 'Confirmed', at: '…' }, …]
 */
export async function getOrderDetail(
  client: OrdersClient,
  orderId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Order> {
  return client.store('ecommerce', GET_ORDER_DETAIL_ERROR_CODES).get(`orders/${segment(orderId)}`, {
    searchParams: { activeLineItem: 'true' },
    schema: orderResponseSchema,
    transform: toOrder,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
