import { ORDER_NUMBER_POLLING } from '../order-constants';
import type { Order } from '../order-model';
import { OrdersError } from '../orders-error';
import { pollUntil, type PollOptions } from '../polling';
import { getOrder } from './get-order';
import type { OrdersClient } from './orders-client';

/**
 * Reads an order until it has its order number (spec §4: the order detail is polled until an
 * order number exists), {@link ORDER_NUMBER_POLLING} by default. The order confirmation of
 * the checkout uses it. Rejects with the read's `ApiError` (ECX028) when a read fails, and
 * with an `OrdersError` ECX028 'Order seems to be missing!' when every try came back without
 * a number.
 *
 * @example
 * const order = await pollOrderUntilNumbered(client, payment.orderId);
 * show(order.orderNumber); // 'BU100001'
 */
export async function pollOrderUntilNumbered(
  client: OrdersClient,
  orderId: string,
  options: Partial<PollOptions> = {},
): Promise<Order> {
  const result = await pollUntil(
    () => getOrder(client, orderId, options.signal ? { signal: options.signal } : {}),
    (order) => order.orderNumber !== null,
    { ...ORDER_NUMBER_POLLING, ...options },
  );
  if (!result.done) {
    throw new OrdersError({
      code: 'ECX028',
      field: 'orderNumber',
      message: 'Order seems to be missing!',
    });
  }
  return result.value;
}
