import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getSampleBoxes, type SampleBoxes } from '../lib/get-sample-boxes';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useSampleBoxes` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(sampleBoxesQueryOptions(client));
 */
export const sampleBoxesQueryOptions = (client: ContentClient, locale = client.locale) =>
  contentQuery(client, locale, contentQueryKeys.sampleBoxes, getSampleBoxes);

/**
 * The '$1 Sample Boxes' section of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: samples } = useSampleBoxes();
 */
export function useSampleBoxes(
  options: ContentHookOptions = {},
): LazyQueryResult<SampleBoxes | null> {
  return useContentQuery(options, (client, locale) => sampleBoxesQueryOptions(client, locale));
}
