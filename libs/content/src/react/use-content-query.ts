import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ContentClient, ContentLocale } from '../lib/content-client';
import { useContentClient } from './content-client-provider';

export { retryTransientContentFailure } from './content-query';

/**
 * Options of the content hooks.
 *
 * @example
 * usePage('view/about', { locale: 'de' });
 */
export interface ContentHookOptions {
  /** A language other than the client's. */
  readonly locale?: ContentLocale;
  /** Set to `false` to wait (for example until a route parameter is known). */
  readonly enabled?: boolean;
}

/**
 * The query behind every content hook: the operation's `contentQueryOptions` (key by store
 * and language, abortable, careful retry) for the provider's client, run by `useLazyQuery`: a
 * page the server rendered answers from the server's data without loading TanStack Query.
 */
export function useContentQuery<T>(
  options: ContentHookOptions,
  queryOf: (client: ContentClient, locale: ContentLocale) => UseQueryOptions<T, Error, T, QueryKey>,
): LazyQueryResult<T> {
  const client = useContentClient();
  const locale = options.locale ?? client.locale;
  return useLazyQuery({ ...queryOf(client, locale), enabled: options.enabled ?? true });
}

/**
 * The hook of an operation that reads the whole store, from its query options
 * (`storeContentQuery`): one content hook, written once for all of them.
 *
 * @example
 * export const useHeaderMenu = storeContentHook(headerMenuQueryOptions);
 * const { data: items = [] } = useHeaderMenu({ locale: 'de' });
 */
export function storeContentHook<T>(
  queryOf: (client: ContentClient, locale: ContentLocale) => UseQueryOptions<T, Error, T, QueryKey>,
) {
  return function useStoreContent(options: ContentHookOptions = {}): LazyQueryResult<T> {
    return useContentQuery(options, queryOf);
  };
}

/**
 * The hook of an operation that reads one thing of the store by its key (a product slug),
 * from its query options (`keyedContentQuery`).
 *
 * @example
 * export const useRecommendations = keyedContentHook(recommendationsQueryOptions);
 * const { data: cards = [] } = useRecommendations('custom-mailer-box');
 */
export function keyedContentHook<T>(
  queryOf: (
    client: ContentClient,
    key: string,
    locale: ContentLocale,
  ) => UseQueryOptions<T, Error, T, QueryKey>,
) {
  return function useKeyedContent(
    key: string,
    options: ContentHookOptions = {},
  ): LazyQueryResult<T> {
    return useContentQuery(options, (client, locale) => queryOf(client, key, locale));
  };
}
