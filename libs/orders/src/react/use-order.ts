import type { UseQueryResult } from '@tanstack/react-query';
import { getOrderDetail } from '../lib/api/get-order-detail';
import { ORDER_NUMBER_POLLING } from '../lib/order-constants';
import type { Order } from '../lib/order-model';
import { ordersQueryKeys } from './orders-queries';
import { useOrdersQuery } from './use-orders-query';

/**
 * The order detail with its active line items. While the order has no order number yet it is
 * read again every {@link ORDER_NUMBER_POLLING}.intervalMs, at most `maxTries` times (spec: the
 * detail is polled until an order number exists).
 *
 * @example
 * const { data: order } = useOrder(orderId);
 */
export function useOrder(orderId: string): UseQueryResult<Order, Error> {
  return useOrdersQuery(
    (storefrontId) => ordersQueryKeys.order(storefrontId, orderId),
    (client, signal) => getOrderDetail(client, orderId, { signal }),
    {
      staleTime: 0,
      refetchInterval: (query) => {
        const order = query.state.data;
        const polls = query.state.dataUpdateCount;
        return order && order.orderNumber === null && polls < ORDER_NUMBER_POLLING.maxTries
          ? ORDER_NUMBER_POLLING.intervalMs
          : false;
      },
    },
  );
}
