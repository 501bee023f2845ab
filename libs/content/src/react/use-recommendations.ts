import { keyedContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { keyedContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useRecommendations` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(recommendationsQueryOptions(client));
 */
export const recommendationsQueryOptions = keyedContentQuery(contentQueryKeys.recommendations, () =>
  import('../lib/get-recommendations').then((module) => module.getRecommendations),
);

/**
 * The product cards recommended with the product `slug` (empty for an unknown slug).
 *
 * @example
 * const { data: cards = [] } = useRecommendations('custom-mailer-box');
 */
export const useRecommendations = keyedContentHook(recommendationsQueryOptions);
