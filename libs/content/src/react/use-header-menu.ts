import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getHeaderMenu, type MenuItem } from '../lib/get-header-menu';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useHeaderMenu` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(headerMenuQueryOptions(client));
 */
export const headerMenuQueryOptions = (client: ContentClient, locale = client.locale) =>
  contentQuery(client, locale, contentQueryKeys.headerMenu, getHeaderMenu);

/**
 * The header menu of the client's store, in order.
 *
 * @example
 * const { data: items = [] } = useHeaderMenu();
 */
export function useHeaderMenu(options: ContentHookOptions = {}): LazyQueryResult<MenuItem[]> {
  return useContentQuery(options, (client, locale) => headerMenuQueryOptions(client, locale));
}
