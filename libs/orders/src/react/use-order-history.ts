import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { searchOrders } from '../lib/api/search-orders';
import type { OrderHistoryPage } from '../lib/order-model';
import { useOrdersClient } from './orders-client-provider';
import { ordersQueryKeys, retryTransientOrderFailures } from './orders-queries';

/**
 * One page of the customer's order history (5 orders a page, newest first). While another
 * page loads the previous one stays shown (`isPlaceholderData`).
 *
 * @example
 * const { data, isPending, error } = useOrderHistory({ customerId, page: 1 });
 */
export function useOrderHistory(request: {
  customerId: string;
  page: number;
}): UseQueryResult<OrderHistoryPage, Error> {
  const client = useOrdersClient();
  return useQuery({
    queryKey: ordersQueryKeys.history(client.storefrontId, request.customerId, request.page),
    queryFn: ({ signal }) => searchOrders(client, request, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransientOrderFailures,
    staleTime: 0,
  });
}
