import { toOrder, type Order } from '../order-model';
import { orderResponseSchema } from '../order-response';
import { segment, type OrdersClient } from './orders-client';

/**
 * Status handlers of the order detail: every failure is ECX028.
 *
 * @example
 * client.http('ecommerce', GET_ORDER_ERROR_CODES);
 */
export const GET_ORDER_ERROR_CODES = { all: 'ECX028' } as const;

/**
 * An order by id (`GET …/orders/{orderId}`), with its line states and payment statuses. Fails
 * with an `ApiError` ECX028 (404 for an order of another shopper, too).
 *
 * @example
 * const order = await getOrder(client, 'ord_123');
 * order.orderNumber; // null until the service has numbered it
 */
export async function getOrder(
  client: OrdersClient,
  orderId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Order> {
  return client.store('ecommerce', GET_ORDER_ERROR_CODES).get(`orders/${segment(orderId)}`, {
    schema: orderResponseSchema,
    transform: toOrder,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
