import * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';

/**
 * The reviews widget's data: the mean rating, the number of reviews and the reviews, newest
 * first.
 *
 * @example
 * reviewSummarySchema.parse({ average: 4.7, count: 1, reviews: [{ author: 'Rosa P.', rating: 5, title: 'Great', body: '…', date: '2026-09-01' }] });
 */
export const reviewSummarySchema = z.object({
  average: z.number().check(z.minimum(0), z.maximum(5)),
  count: z.number().check(z.int(), z.nonnegative()),
  reviews: z.array(
    z.object({
      author: z.string(),
      rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
      title: z.string(),
      body: z.string(),
      date: z.iso.date(),
    }),
  ),
});

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
  const { http, path } = client.httpForUrl(reviewsUrl, { all: 'ECX999' });
  return http.get(path, {
    schema: reviewSummarySchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
