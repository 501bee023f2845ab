import { importOnRequest, isApiError } from '@storefront/http';
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

/**
 * Loads an operation's module: its query text and decoders arrive with its first query, so a
 * page the server rendered (its data is in the cache) does not download them.
 */
export type OperationLoader<F> = () => Promise<F>;

/**
 * Imports an operation for its query. A failed import (the chunk could not be fetched) fails
 * the query as the content client fails a query that got no answer: an `ApiError` of status
 * 0 with ECX001, which the query retries; the next query imports again.
 */
function importOperation<F>(load: OperationLoader<F>): Promise<F> {
  return importOnRequest({ method: 'post', path: 'graphql', code: 'ECX001' }, load);
}

/**
 * The query options of an operation that reads the whole store (it takes no argument), in the
 * client's language unless `locale` is given. The operation is imported by its first query.
 *
 * @example
 * export const headerMenuQueryOptions = storeContentQuery(contentQueryKeys.headerMenu, () =>
 *   import('../lib/get-header-menu').then((module) => module.getHeaderMenu),
 * );
 */
export function storeContentQuery<T>(
  keyOf: (scope: ContentQueryScope) => QueryKey,
  load: OperationLoader<(client: ContentClient, request: ContentRequestOptions) => Promise<T>>,
) {
  return (client: ContentClient, locale: ContentLocale = client.locale) =>
    contentQuery(client, locale, keyOf, (reader, request) =>
      importOperation(load).then((read) => read(reader, request)),
    );
}

/**
 * The query options of an operation that reads one thing of the store by its key (a product
 * slug): the key goes into the query key and to the operation, imported by its first query.
 *
 * @example
 * export const recommendationsQueryOptions = keyedContentQuery(contentQueryKeys.recommendations, () =>
 *   import('../lib/get-recommendations').then((module) => module.getRecommendations),
 * );
 */
export function keyedContentQuery<T>(
  keyOf: (scope: ContentQueryScope, key: string) => QueryKey,
  load: OperationLoader<
    (client: ContentClient, key: string, request: ContentRequestOptions) => Promise<T>
  >,
) {
  return (client: ContentClient, key: string, locale: ContentLocale = client.locale) =>
    contentQuery(
      client,
      locale,
      (scope) => keyOf(scope, key),
      (reader, request) => importOperation(load).then((read) => read(reader, key, request)),
    );
}
