import { storePath } from '@storefront/http';
import { toOrderHistoryPage, type OrderHistoryPage } from '../order-model';
import { orderPageSchema } from '../order-response';
import { segment, type OrdersClient } from './orders-client';

/**
 * Status handlers of the order history: every failure is ECX029.
 *
 * @example
 * client.http('ecommerce', SEARCH_ORDERS_ERROR_CODES);
 */
export const SEARCH_ORDERS_ERROR_CODES = { all: 'ECX029' } as const;

/**
 * One page of a customer's order history, newest first, 5 orders a page (spec §7:
 * `POST search/tenants/{tenant}/storefronts/{storefront}/customers/{customerId}/orders`).
 * Fails with an `ApiError` ECX029; an answer of the wrong shape is a `TransformError`.
 *
 * @example
 * const { orders, total } = await searchOrders(client, { customerId: 'cus_1', page: 2 });
 */
export async function searchOrders(
  client: OrdersClient,
  request: { customerId: string; page?: number },
  options: { signal?: AbortSignal } = {},
): Promise<OrderHistoryPage> {
  const page = request.page ?? 1;
  return client
    .http('ecommerce', SEARCH_ORDERS_ERROR_CODES)
    .post(
      `search/${storePath(client.tenant, client.storefrontId)}/customers/${segment(request.customerId)}/orders`,
      {
        json: { page },
        schema: orderPageSchema,
        transform: toOrderHistoryPage,
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
}
