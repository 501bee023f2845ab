import { useQuery, type UseQueryResult } from '@tanstack/react-query';
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
export function useReviews(reviewsUrl: string | null): UseQueryResult<ReviewSummary> {
  const client = useCatalogClient();
  return useQuery({
    ...reviewsQueryOptions(client, reviewsUrl ?? ''),
    enabled: reviewsUrl !== null && reviewsUrl !== '',
  });
}
