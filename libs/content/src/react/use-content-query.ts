import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ContentClient, ContentLocale } from '../lib/content-client';
import { useContentClient } from './content-client-provider';
import { useLazyQuery, type LazyQueryResult } from './lazy-query/use-lazy-query';

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
