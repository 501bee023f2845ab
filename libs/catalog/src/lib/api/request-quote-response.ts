import * as z from 'zod/mini';

// The answer of `requestQuote`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The service's receipt of a quote request (contract 1).
 *
 * @example
 * quoteReceiptSchema.parse({ quoteId: 'Q-123456', status: 'received', receivedAt: '2026-03-02T15:00:00.000Z', respondBy: '2026-03-04T15:00:00.000Z' });
 */
export const quoteReceiptSchema = z.object({
  quoteId: z.string().check(z.regex(/^Q-\d{6}$/, { error: 'Expected Q- and 6 digits' })),
  status: z.literal('received'),
  receivedAt: z.iso.datetime({ offset: true }),
  respondBy: z.iso.datetime({ offset: true }),
});
