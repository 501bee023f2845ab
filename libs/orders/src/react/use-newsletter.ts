import {
  useMutation,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { getNewsletterStatus, type NewsletterRequest } from '../lib/api/get-newsletter-status';
import { changeNewsletter } from '../lib/api/subscribe-newsletter';
import type { NewsletterSubscription } from '../lib/customer-model';
import { useOrdersClient } from './orders-client-provider';
import { ordersQueryKeys } from './orders-queries';
import { useOrdersQuery } from './use-orders-query';

/**
 * Whether `email` gets the newsletter of `audienceId`.
 *
 * @example
 * const { data } = useNewsletterStatus({ email, audienceId: newsletterAudienceId('boxup') });
 */
export function useNewsletterStatus(
  request: NewsletterRequest,
): UseQueryResult<NewsletterSubscription, Error> {
  return useOrdersQuery(
    (storefrontId) => ordersQueryKeys.newsletter(storefrontId, request.email, request.audienceId),
    (client) => getNewsletterStatus(client, request),
    { enabled: request.email !== '' },
  );
}

/**
 * Subscribes (`subscribed: true`) or unsubscribes; the answer replaces the cached status.
 * Fails with ECX026 ('Failed to subscribe to the Newsletter') or ECX027.
 *
 * @example
 * const change = useChangeNewsletterSubscription({ email, audienceId });
 * change.mutate(true);
 */
export function useChangeNewsletterSubscription(
  request: NewsletterRequest,
): UseMutationResult<NewsletterSubscription, Error, boolean> {
  const client = useOrdersClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      changeNewsletter(client, subscribed ? 'subscribe' : 'unsubscribe', request),
    onSuccess: (subscription) =>
      queryClient.setQueryData(
        ordersQueryKeys.newsletter(client.storefrontId, request.email, request.audienceId),
        subscription,
      ),
  });
}
