import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getOrderTotalDetails, type OrderTotalDetails } from '../lib/api/get-order-total-details';
import { useOrdersClient } from './orders-client-provider';
import { ordersQueryKeys, retryTransientOrderFailures } from './orders-queries';

/**
 * The totals of an order from the order-management call, as a whole and per line.
 *
 * @example
 * const { data: totals } = useOrderTotals(orderId);
 */
export function useOrderTotals(orderId: string): UseQueryResult<OrderTotalDetails, Error> {
  const client = useOrdersClient();
  return useQuery({
    queryKey: ordersQueryKeys.totals(client.storefrontId, orderId),
    queryFn: ({ signal }) => getOrderTotalDetails(client, orderId, { signal }),
    retry: retryTransientOrderFailures,
  });
}
