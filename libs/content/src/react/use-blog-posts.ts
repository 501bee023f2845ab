import type { UseQueryResult } from '@tanstack/react-query';
import type { BlogPostSummary } from '../lib/get-blog-posts';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The blog posts of the client's store.
 *
 * @example
 * const { data: posts = [] } = useBlogPosts();
 */
export function useBlogPosts(options: ContentHookOptions = {}): UseQueryResult<BlogPostSummary[]> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.blogPosts(client, locale),
  );
}
