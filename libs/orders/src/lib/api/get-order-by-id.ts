import { toOrder, type Order } from '../order-model';
import { orderResponseSchema } from '../order-response';
import { segment, type OrdersClient } from './orders-client';

/**
 * An order by id through the alternate route without tenant data (`GET orders/{orderId}`;
 * the service takes tenant and store from the order), e.g. for a link that only carries the
 * id. Fails with an `ApiError` ECX040.
 *
 * @example
 * const order = await getOrderById(client, 'ord_123');
 */
export async function getOrderById(
  client: OrdersClient,
  orderId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Order> {
  return client.http('ecommerce', { all: 'ECX040' }).get(`orders/${segment(orderId)}`, {
    schema: orderResponseSchema,
    transform: toOrder,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
