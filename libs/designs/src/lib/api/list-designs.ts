import { z } from 'zod';
import type { DesignsClient } from './designs-client';
import { designSummarySchema } from './design';

/**
 * The answer of `GET designs`: one page of designs, most recently changed first.
 *
 * @example
 * designListSchema.parse({ designs: [], total: 0, limit: 20, offset: 0 });
 */
export const designListSchema = z.object({
  designs: z.array(designSummarySchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});

/**
 * One page of the shopper's designs.
 *
 * @example
 * const empty: DesignList = { designs: [], total: 0, limit: 20, offset: 0 };
 */
export type DesignList = z.output<typeof designListSchema>;

/**
 * Lists the shopper's designs (`GET session /designs`), newest change first; at most 100 per
 * page. A failure is an `ApiError` with code ECX013.
 *
 * @example
 * const { designs, total } = await listDesigns(client, { limit: 50 });
 */
export function listDesigns(
  client: DesignsClient,
  page: { limit?: number; offset?: number } = {},
  options: { signal?: AbortSignal } = {},
): Promise<DesignList> {
  return client.http('session', { all: 'ECX013' }).get('designs', {
    searchParams: { limit: page.limit, offset: page.offset },
    schema: designListSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
