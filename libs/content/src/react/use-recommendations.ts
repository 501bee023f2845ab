import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductCard } from '../lib/content-schemas';
import { getRecommendations } from '../lib/get-recommendations';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The product cards recommended with the product `slug` (empty for an unknown slug).
 *
 * @example
 * const { data: cards = [] } = useRecommendations('custom-mailer-box');
 */
export function useRecommendations(
  slug: string,
  options: ContentHookOptions = {},
): UseQueryResult<ProductCard[]> {
  return useContentQuery(
    options,
    (scope) => contentQueryKeys.recommendations(scope, slug),
    (client, request) => getRecommendations(client, slug, request),
  );
}
