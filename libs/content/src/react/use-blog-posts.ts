import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getBlogPosts, type BlogPostSummary } from '../lib/get-blog-posts';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useBlogPosts` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(blogPostsQueryOptions(client));
 */
export const blogPostsQueryOptions = (client: ContentClient, locale = client.locale) =>
  contentQuery(client, locale, contentQueryKeys.blogPosts, getBlogPosts);

/**
 * The blog posts of the client's store.
 *
 * @example
 * const { data: posts = [] } = useBlogPosts();
 */
export function useBlogPosts(options: ContentHookOptions = {}): LazyQueryResult<BlogPostSummary[]> {
  return useContentQuery(options, (client, locale) => blogPostsQueryOptions(client, locale));
}
