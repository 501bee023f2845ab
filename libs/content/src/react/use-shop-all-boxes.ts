import type { UseQueryResult } from '@tanstack/react-query';
import { getShopAllBoxes, type ShopAllBoxes } from '../lib/get-shop-all-boxes';
import { contentQueryKeys } from './content-query-keys';
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
  return useContentQuery(options, contentQueryKeys.shopAllBoxes, (client, request) =>
    getShopAllBoxes(client, request),
  );
}
