import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { searchOrders } from '../lib/api/search-orders';
import type { OrderHistoryPage } from '../lib/order-model';
import { ordersQueryKeys } from './orders-queries';
import { useOrdersQuery } from './use-orders-query';

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
  return useOrdersQuery(
    (storefrontId) => ordersQueryKeys.history(storefrontId, request.customerId, request.page),
    (client, signal) => searchOrders(client, request, { signal }),
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}
