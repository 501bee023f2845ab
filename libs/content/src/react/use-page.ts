import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { contentPagePath, getPage, type ContentPage } from '../lib/get-page';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `usePage` (a server fills its cache entry with them); `path`
 * as `usePage` takes it (`/view/about` or `view/about`).
 *
 * @example
 * await queryClient.prefetchQuery(pageQueryOptions(client, '/view/about'));
 */
export const pageQueryOptions = (client: ContentClient, path: string, locale = client.locale) => {
  const pagePath = contentPagePath(path);
  return contentQuery(
    client,
    locale,
    (scope) => contentQueryKeys.page(scope, pagePath),
    (reader, request) => getPage(reader, pagePath, request),
  );
};

/**
 * The content page at `path` (`/view/about` or `view/about`); `data` is `null` when the store
 * has no such page. Errors are the client's (`ApiError`, `ContentQueryError`,
 * `TransformError`).
 *
 * @example
 * const { data: page, isPending, error } = usePage(location.pathname);
 * if (page === null) return <NotFound />;
 */
export function usePage(
  path: string,
  options: ContentHookOptions = {},
): LazyQueryResult<ContentPage | null> {
  return useContentQuery(options, (client, locale) => pageQueryOptions(client, path, locale));
}
