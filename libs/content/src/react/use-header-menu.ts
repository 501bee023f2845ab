import type { UseQueryResult } from '@tanstack/react-query';
import { getHeaderMenu, type MenuItem } from '../lib/get-header-menu';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The header menu of the client's store, in order.
 *
 * @example
 * const { data: items = [] } = useHeaderMenu();
 */
export function useHeaderMenu(options: ContentHookOptions = {}): UseQueryResult<MenuItem[]> {
  return useContentQuery(options, contentQueryKeys.headerMenu, (client, request) =>
    getHeaderMenu(client, request),
  );
}
