import type { ContentClient, ContentRequestOptions } from './content-client';
import type {
  ContentQueryRequest,
  ContentSchema,
  ContentSchemaOutput,
} from './content-query-types';
import { loadCmsHtmlSanitizer, type SanitizeCmsHtml } from './load-cms-html-sanitizer';

/**
 * One query of an operation that reads the client's store in a language: its variables are
 * the client's `storefrontId`, the operation's own (`variables`) and the locale of the request
 * (the client's unless given); the request's signal aborts it.
 *
 * @example
 * const { blogPosts } = await queryStoreContent(client, options, {
 *   operationName: 'BlogPosts',
 *   query: BLOG_POSTS_QUERY,
 *   schema: blogPostsResultSchema,
 * });
 */
export function queryStoreContent<S extends ContentSchema>(
  client: ContentClient,
  options: ContentRequestOptions,
  request: Omit<ContentQueryRequest<S>, 'signal'>,
): Promise<ContentSchemaOutput<S>> {
  return client.query({
    ...request,
    variables: {
      storefrontId: client.storefrontId,
      ...request.variables,
      locale: options.locale ?? client.locale,
    },
    signal: options.signal,
  });
}

/**
 * {@link queryStoreContent} for an operation that returns CMS HTML: the sanitiser loads while
 * the query runs (a browser fetches it alongside the content), and comes back with the data.
 *
 * @example
 * const [{ page }, sanitize] = await queryStoreContentWithSanitizer(client, options, request);
 * return page && { ...page, bodyHtml: sanitize(page.bodyHtml) };
 */
export function queryStoreContentWithSanitizer<S extends ContentSchema>(
  client: ContentClient,
  options: ContentRequestOptions,
  request: Omit<ContentQueryRequest<S>, 'signal'>,
): Promise<[ContentSchemaOutput<S>, SanitizeCmsHtml]> {
  return Promise.all([
    queryStoreContent(client, options, request),
    loadCmsHtmlSanitizer(client.resolveUrl),
  ]);
}
