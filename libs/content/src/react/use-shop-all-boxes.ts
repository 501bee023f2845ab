import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getShopAllBoxes, type ShopAllBoxes } from '../lib/get-shop-all-boxes';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useShopAllBoxes` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(shopAllBoxesQueryOptions(client));
 */
export const shopAllBoxesQueryOptions = (client: ContentClient, locale = client.locale) =>
  contentQuery(client, locale, contentQueryKeys.shopAllBoxes, getShopAllBoxes);

/**
 * The shop-all-boxes page of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: shopAll } = useShopAllBoxes();
 */
export function useShopAllBoxes(
  options: ContentHookOptions = {},
): LazyQueryResult<ShopAllBoxes | null> {
  return useContentQuery(options, (client, locale) => shopAllBoxesQueryOptions(client, locale));
}
