import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { storeContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useHeaderMenu` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(headerMenuQueryOptions(client));
 */
export const headerMenuQueryOptions = storeContentQuery(contentQueryKeys.headerMenu, () =>
  import('../lib/get-header-menu').then((module) => module.getHeaderMenu),
);

/**
 * The header menu of the client's store, in order.
 *
 * @example
 * const { data: items = [] } = useHeaderMenu();
 */
export const useHeaderMenu = storeContentHook(headerMenuQueryOptions);
