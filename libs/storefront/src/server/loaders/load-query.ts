import { contentQueryOptions } from '@storefront/content/react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerLoadContext } from '../server-loader';

/**
 * Fetches one query into the request's cache and returns its data, or `undefined` when it
 * failed. A failed query is taken out of the cache again: the server renders it as loading,
 * the browser hydrates the same and fetches it itself (an error state rendered on the server
 * would not survive hydration, since failed queries are not handed over).
 *
 * @example
 * const menu = await loadQuery(context.queryClient, contentQueryOptions.headerMenu(client));
 */
export async function loadQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  try {
    return await queryClient.fetchQuery(options);
  } catch {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    return undefined;
  }
}

/**
 * The shell's first-render queries on every page: the storefront config (the global state)
 * and the header menu, in the request's language.
 *
 * @example
 * await Promise.all([loadShell(context), loadQuery(…page query…)]);
 */
export async function loadShell({ queryClient, contentClient }: ServerLoadContext): Promise<void> {
  await Promise.all([
    loadQuery(queryClient, contentQueryOptions.storefrontConfig(contentClient)),
    loadQuery(queryClient, contentQueryOptions.headerMenu(contentClient)),
  ]);
}
