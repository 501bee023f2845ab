import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { OrdersClient } from '../lib/api/orders-client';
import { useOrdersClient } from './orders-client-provider';
import { retryTransientOrderFailures } from './orders-queries';

/**
 * A read of the orders client as a query (internal; the orders hooks are this with their key,
 * call and options): the key is made with the client's store id, the call gets the client and
 * the query's abort signal, and failures that may pass are retried
 * ({@link retryTransientOrderFailures}).
 *
 * @example
 * useOrdersQuery(
 *   (storefrontId) => ordersQueryKeys.totals(storefrontId, orderId),
 *   (client, signal) => getOrderTotalDetails(client, orderId, { signal }),
 * );
 */
export function useOrdersQuery<T>(
  key: (storefrontId: string) => QueryKey,
  read: (client: OrdersClient, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T, Error>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<T, Error> {
  const client = useOrdersClient();
  return useQuery({
    queryKey: key(client.storefrontId),
    queryFn: ({ signal }) => read(client, signal),
    retry: retryTransientOrderFailures,
    ...options,
  });
}
