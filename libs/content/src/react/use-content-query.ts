import { isApiError } from '@storefront/http';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ContentClient, ContentLocale, ContentRequestOptions } from '../lib/content-client';
import { useContentClient } from './content-client-provider';
import type { ContentQueryScope } from './content-query-keys';

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
 * Retries only what may pass on a second try: no answer (status 0) or a 5xx, at most twice.
 * GraphQL errors, 4xx (a wrong token) and data of the wrong shape fail at once. The content
 * hooks use it; an app may make it its QueryClient's default `retry`.
 *
 * @example
 * const queryClient = new QueryClient({
 *   defaultOptions: { queries: { retry: retryTransientContentFailure } },
 * });
 */
export function retryTransientContentFailure(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** The query behind every content hook: key by store and language, abortable, careful retry. */
export function useContentQuery<T>(
  options: ContentHookOptions,
  queryKeyOf: (scope: ContentQueryScope) => QueryKey,
  read: (client: ContentClient, request: ContentRequestOptions) => Promise<T>,
): UseQueryResult<T> {
  const client = useContentClient();
  const locale = options.locale ?? client.locale;
  return useQuery({
    queryKey: queryKeyOf({ storefrontId: client.storefrontId, locale }),
    queryFn: ({ signal }) => read(client, { locale, signal }),
    retry: retryTransientContentFailure,
    enabled: options.enabled ?? true,
  });
}
