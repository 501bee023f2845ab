import type { $ZodType, output } from 'zod/v4/core';
import { toOrder, type Order } from '../order-model';
import { orderResponseSchema } from '../order-response';
import { segment, type OrdersClient } from './orders-client';

/**
 * Status handlers of the order detail: every failure is ECX028.
 *
 * @example
 * client.store('ecommerce', GET_ORDER_ERROR_CODES);
 */
export const GET_ORDER_ERROR_CODES = { all: 'ECX028' } as const;

/**
 * Options of {@link getOrder}: an abort signal, and the schema to read the order with when the
 * caller wants it in another shape than {@link Order} (the checkout reads it as its cart JSON).
 *
 * @example
 * const options: GetOrderOptions<typeof apiOrderSchema> = { schema: apiOrderSchema, signal };
 */
export interface GetOrderOptions<S extends $ZodType = $ZodType> {
  signal?: AbortSignal | undefined;
  schema?: S | undefined;
}

/**
 * An order by id (`GET …/orders/{orderId}`, bearer), with its line states and payment
 * statuses, read into the {@link Order} model, or with `options.schema` when one is given.
 * Fails with an `ApiError` ECX028 (404 for an order of another shopper, too).
 *
 * @example
 * const order = await getOrder(client, 'ord_123');
 * order.orderNumber; // null until the service has numbered it
 * const placed = await getOrder(connection, orderId, { schema: apiOrderSchema });
 */
export function getOrder(
  client: OrdersClient,
  orderId: string,
  options?: GetOrderOptions & { schema?: undefined },
): Promise<Order>;
export function getOrder<S extends $ZodType>(
  client: OrdersClient,
  orderId: string,
  options: GetOrderOptions<S> & { schema: S },
): Promise<output<S>>;
export async function getOrder(
  client: OrdersClient,
  orderId: string,
  options: GetOrderOptions = {},
): Promise<unknown> {
  const http = client.store('ecommerce', GET_ORDER_ERROR_CODES);
  const path = `orders/${segment(orderId)}`;
  const signal = options.signal ? { signal: options.signal } : {};
  return options.schema
    ? http.get(path, { schema: options.schema, ...signal })
    : http.get(path, { schema: orderResponseSchema, transform: toOrder, ...signal });
}
