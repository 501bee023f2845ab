import { isApiError } from '@storefront/http';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ContentClient, ContentLocale, ContentRequestOptions } from '../lib/content-client';
import type { ContentQueryScope } from './content-query-keys';

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

/** The options behind every content query: key by store and language, abortable, careful retry. */
export function contentQuery<T>(
  client: ContentClient,
  locale: ContentLocale,
  keyOf: (scope: ContentQueryScope) => QueryKey,
  read: (client: ContentClient, request: ContentRequestOptions) => Promise<T>,
) {
  return queryOptions({
    queryKey: keyOf({ storefrontId: client.storefrontId, locale }),
    queryFn: ({ signal }) => read(client, { locale, signal }),
    retry: retryTransientContentFailure,
  });
}
