import { schemaOnRequest } from '@storefront/http';
import type * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';
import type { reviewSummarySchema } from './get-reviews-response';

/**
 * A product's ratings summary and reviews.
 *
 * @example
 * const stars = (summary: ReviewSummary) => summary.average.toFixed(1);
 */
export type ReviewSummary = z.output<typeof reviewSummarySchema>;

/**
 * Fetches the reviews widget's data from the URL the content service gives a product
 * (`reviewsUrl`, e.g. `/content/reviews/custom-gable-box`; relative URLs resolve against the
 * client's `contentUrl`). A failed call is an `ApiError` (ECX999), a wrong answer a
 * `TransformError` (ECX003).
 *
 * @example
 * const summary = await getReviews(client, '/content/reviews/custom-gable-box');
 * summary.average; // 4.7
 */
export async function getReviews(
  client: CatalogClient,
  reviewsUrl: string,
  options: { signal?: AbortSignal } = {},
): Promise<ReviewSummary> {
  const errorCodes = { all: 'ECX999' } as const;
  const { http, path } = client.httpForUrl(reviewsUrl, errorCodes);
  return http.get(path, {
    schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
      import('./get-reviews-response').then((module) => module.reviewSummarySchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
