import type { UseQueryResult } from '@tanstack/react-query';
import { getOrderTotalDetails, type OrderTotalDetails } from '../lib/api/get-order-total-details';
import { ordersQueryKeys } from './orders-queries';
import { useOrdersQuery } from './use-orders-query';

/**
 * The totals of an order from the order-management call, as a whole and per line.
 *
 * @example
 * const { data: totals } = useOrderTotals(orderId);
 */
export function useOrderTotals(orderId: string): UseQueryResult<OrderTotalDetails, Error> {
  return useOrdersQuery(
    (storefrontId) => ordersQueryKeys.totals(storefrontId, orderId),
    (client, signal) => getOrderTotalDetails(client, orderId, { signal }),
  );
}
