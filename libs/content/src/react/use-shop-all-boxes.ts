import type { UseQueryResult } from '@tanstack/react-query';
import type { ShopAllBoxes } from '../lib/get-shop-all-boxes';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The shop-all-boxes page of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: shopAll } = useShopAllBoxes();
 */
export function useShopAllBoxes(
  options: ContentHookOptions = {},
): UseQueryResult<ShopAllBoxes | null> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.shopAllBoxes(client, locale),
  );
}
