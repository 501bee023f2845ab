import * as z from 'zod/mini';

// The answer of `getReviews`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

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
