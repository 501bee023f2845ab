import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductCard } from '../lib/content-schemas';
import { contentQueryOptions } from './content-query-options';
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
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.recommendations(client, slug, locale),
  );
}
