import type { UseQueryResult } from '@tanstack/react-query';
import type { ContentPage } from '../lib/get-page';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

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
): UseQueryResult<ContentPage | null> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.page(client, path, locale),
  );
}
