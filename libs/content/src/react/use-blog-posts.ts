import type { UseQueryResult } from '@tanstack/react-query';
import { getBlogPosts, type BlogPostSummary } from '../lib/get-blog-posts';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The blog posts of the client's store.
 *
 * @example
 * const { data: posts = [] } = useBlogPosts();
 */
export function useBlogPosts(options: ContentHookOptions = {}): UseQueryResult<BlogPostSummary[]> {
  return useContentQuery(options, contentQueryKeys.blogPosts, (client, request) =>
    getBlogPosts(client, request),
  );
}
