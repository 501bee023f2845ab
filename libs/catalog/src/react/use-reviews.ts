import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import type { ReviewSummary } from '../lib/api/get-reviews';
import { useCatalogClient } from './catalog-client-provider';
import { reviewsQueryOptions } from './catalog-queries';

/**
 * The ratings summary and reviews behind a product's `reviewsUrl`; `null` waits (a product
 * without reviews).
 *
 * @example
 * const { data } = useReviews('/content/reviews/custom-gable-box');
 * data?.average; // 4.7
 */
export function useReviews(reviewsUrl: string | null): LazyQueryResult<ReviewSummary> {
  const client = useCatalogClient();
  return useLazyQuery({
    ...reviewsQueryOptions(client, reviewsUrl ?? ''),
    enabled: reviewsUrl !== null && reviewsUrl !== '',
  });
}
