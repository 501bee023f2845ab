import type { UseQueryResult } from '@tanstack/react-query';
import type { MenuItem } from '../lib/get-header-menu';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The header menu of the client's store, in order.
 *
 * @example
 * const { data: items = [] } = useHeaderMenu();
 */
export function useHeaderMenu(options: ContentHookOptions = {}): UseQueryResult<MenuItem[]> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.headerMenu(client, locale),
  );
}
