import {
  useMutation,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { getCustomer } from '../lib/api/get-customer';
import { updateCustomer } from '../lib/api/update-customer';
import type { Customer, CustomerUpdate } from '../lib/customer-model';
import { useOrdersClient } from './orders-client-provider';
import { ordersQueryKeys } from './orders-queries';
import { useOrdersQuery } from './use-orders-query';

/**
 * The signed-in customer (profile, saved addresses and defaults, newsletter status).
 *
 * @example
 * const { data: customer } = useCustomer(customerId);
 */
export function useCustomer(customerId: string): UseQueryResult<Customer, Error> {
  return useOrdersQuery(
    (storefrontId) => ordersQueryKeys.customer(storefrontId, customerId),
    (client, signal) => getCustomer(client, customerId, { signal }),
    { staleTime: 0 },
  );
}

/**
 * Updates the customer (`PATCH customers/{id}`); the answer replaces the cached customer. A
 * stale version fails with a 409 `ApiError` and the customer is read again.
 *
 * @example
 * const update = useUpdateCustomer(customer.id);
 * await update.mutateAsync({ version: customer.version, firstName: 'Dana' });
 */
export function useUpdateCustomer(
  customerId: string,
): UseMutationResult<Customer, Error, CustomerUpdate> {
  const client = useOrdersClient();
  const queryClient = useQueryClient();
  const key = ordersQueryKeys.customer(client.storefrontId, customerId);
  return useMutation({
    mutationFn: (update: CustomerUpdate) => updateCustomer(client, customerId, update),
    onSuccess: (customer) => queryClient.setQueryData(key, customer),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
