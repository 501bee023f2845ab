import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { storeContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useSampleBoxes` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(sampleBoxesQueryOptions(client));
 */
export const sampleBoxesQueryOptions = storeContentQuery(contentQueryKeys.sampleBoxes, () =>
  import('../lib/get-sample-boxes').then((module) => module.getSampleBoxes),
);

/**
 * The '$1 Sample Boxes' section of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: samples } = useSampleBoxes();
 */
export const useSampleBoxes = storeContentHook(sampleBoxesQueryOptions);
