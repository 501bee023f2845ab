import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getRecommendations } from '../lib/get-recommendations';
import type { ProductCard } from '../lib/content-schemas';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useRecommendations` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(recommendationsQueryOptions(client));
 */
export const recommendationsQueryOptions = (
  client: ContentClient,
  slug: string,
  locale = client.locale,
) =>
  contentQuery(
    client,
    locale,
    (scope) => contentQueryKeys.recommendations(scope, slug),
    (reader, request) => getRecommendations(reader, slug, request),
  );

/**
 * The product cards recommended with the product `slug` (empty for an unknown slug).
 *
 * @example
 * const { data: cards = [] } = useRecommendations('custom-mailer-box');
 */
export function useRecommendations(
  slug: string,
  options: ContentHookOptions = {},
): LazyQueryResult<ProductCard[]> {
  return useContentQuery(options, (client, locale) =>
    recommendationsQueryOptions(client, slug, locale),
  );
}
