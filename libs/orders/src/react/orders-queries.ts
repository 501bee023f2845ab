import { isApiError } from '@storefront/http';

/**
 * Query keys of the orders hooks, so an app can prefetch, seed or invalidate them. Every key
 * starts with `['orders', storefrontId]`.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all('boxup') });
 */
export const ordersQueryKeys = {
  all: (storefrontId: string) => ['orders', storefrontId] as const,
  history: (storefrontId: string, customerId: string, page: number) =>
    ['orders', storefrontId, 'history', customerId, page] as const,
  order: (storefrontId: string, orderId: string) =>
    ['orders', storefrontId, 'order', orderId] as const,
  totals: (storefrontId: string, orderId: string) =>
    ['orders', storefrontId, 'totals', orderId] as const,
  customer: (storefrontId: string, customerId: string) =>
    ['orders', storefrontId, 'customer', customerId] as const,
  newsletter: (storefrontId: string, email: string, audienceId: string) =>
    ['orders', storefrontId, 'newsletter', email, audienceId] as const,
};

/**
 * Retries only what may pass on a second try: no answer (status 0) or a server error (5xx), at
 * most twice.
 *
 * @example
 * useQuery({ queryKey, queryFn, retry: retryTransientOrderFailures });
 */
export function retryTransientOrderFailures(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
