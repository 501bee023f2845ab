import { isApiError } from '@storefront/http';
import type { $ZodType, output } from 'zod/v4/core';
import { ORDER_NUMBER_POLLING } from '../order-constants';
import type { Order } from '../order-model';
import { OrdersError } from '../orders-error';
import { pollUntil, type PollOptions } from '../polling';
import { getOrder } from './get-order';
import type { OrdersClient } from './orders-client';

/**
 * The message when an order never gets its number, or cannot be found (spec).
 *
 * @example
 * ORDER_MISSING_MESSAGE; // 'Order seems to be missing!'
 */
export const ORDER_MISSING_MESSAGE = 'Order seems to be missing!';

/**
 * Options of {@link pollOrderNumber}: {@link ORDER_NUMBER_POLLING} unless given, an abort
 * signal (the page was left), a timer for tests and the schema to read the order with.
 *
 * @example
 * const options: PollOrderNumberOptions = { maxTries: 3, intervalMs: 0 };
 */
export type PollOrderNumberOptions<S extends $ZodType = $ZodType> = Partial<PollOptions> & {
  schema?: S | undefined;
};

type Numbered<T> = T & { orderNumber: string };

/**
 * Reads an order until it has its order number (spec: the order detail is polled until an
 * order number exists) and answers it; the checkout's order confirmation waits with it.
 * {@link ORDER_NUMBER_POLLING} by default. An order that is not found (a 4xx), or that has no
 * number after `maxTries`, fails with an `OrdersError` ECX040 'Order seems to be missing!'
 * (field `orderNumber`, the last failure as `cause`). Other failures (no answer, 5xx) count as
 * a try and are retried. With `options.schema` the order is read in that shape (see
 * `getOrder`).
 *
 * @example
 * const order = await pollOrderNumber(client, payment.orderId, { signal });
 * show(order.orderNumber); // 'BU100001'
 */
export function pollOrderNumber(
  client: OrdersClient,
  orderId: string,
  options?: PollOrderNumberOptions & { schema?: undefined },
): Promise<Numbered<Order>>;
export function pollOrderNumber<S extends $ZodType<{ orderNumber?: string | null | undefined }>>(
  client: OrdersClient,
  orderId: string,
  options: PollOrderNumberOptions<S> & { schema: S },
): Promise<Numbered<output<S>>>;
export async function pollOrderNumber(
  client: OrdersClient,
  orderId: string,
  options: PollOrderNumberOptions = {},
): Promise<Numbered<{ orderNumber?: string | null | undefined }>> {
  const { schema, ...pollOptions } = options;
  const missing = (cause: unknown) =>
    new OrdersError({
      code: 'ECX040',
      field: 'orderNumber',
      message: ORDER_MISSING_MESSAGE,
      cause,
    });
  const read = async () => {
    try {
      const order = (
        schema
          ? await getOrder(client, orderId, { schema, signal: options.signal })
          : await getOrder(client, orderId, { signal: options.signal })
      ) as { orderNumber?: string | null | undefined };
      return { order };
    } catch (error) {
      options.signal?.throwIfAborted();
      if (isApiError(error) && error.status >= 400 && error.status < 500) throw missing(error);
      return { error };
    }
  };
  const { value } = await pollUntil(read, (attempt) => Boolean(attempt.order?.orderNumber), {
    ...ORDER_NUMBER_POLLING,
    ...pollOptions,
  });
  if (value.order?.orderNumber) return { ...value.order, orderNumber: value.order.orderNumber };
  throw missing(value.error);
}
