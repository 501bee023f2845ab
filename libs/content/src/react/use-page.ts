import type { LazyQueryResult } from '@storefront/http/react';
import type { ContentClient } from '../lib/content-client';
import { contentPagePath } from '../lib/content-page-path';
import type { ContentPage } from '../lib/get-page';
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
    // The page schema (zod) loads with the first page the browser itself fetches.
    (reader, request) =>
      import('../lib/get-page').then(({ getPage }) => getPage(reader, pagePath, request)),
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
