import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { storeContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useShopAllBoxes` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(shopAllBoxesQueryOptions(client));
 */
export const shopAllBoxesQueryOptions = storeContentQuery(contentQueryKeys.shopAllBoxes, () =>
  import('../lib/get-shop-all-boxes').then((module) => module.getShopAllBoxes),
);

/**
 * The shop-all-boxes page of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: shopAll } = useShopAllBoxes();
 */
export const useShopAllBoxes = storeContentHook(shopAllBoxesQueryOptions);
