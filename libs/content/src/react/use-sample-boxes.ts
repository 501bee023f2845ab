import type { UseQueryResult } from '@tanstack/react-query';
import type { SampleBoxes } from '../lib/get-sample-boxes';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The '$1 Sample Boxes' section of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: samples } = useSampleBoxes();
 */
export function useSampleBoxes(
  options: ContentHookOptions = {},
): UseQueryResult<SampleBoxes | null> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.sampleBoxes(client, locale),
  );
}
