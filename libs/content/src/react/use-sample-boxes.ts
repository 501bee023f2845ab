import type { UseQueryResult } from '@tanstack/react-query';
import { getSampleBoxes, type SampleBoxes } from '../lib/get-sample-boxes';
import { contentQueryKeys } from './content-query-keys';
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
  return useContentQuery(options, contentQueryKeys.sampleBoxes, (client, request) =>
    getSampleBoxes(client, request),
  );
}
