import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { storeContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useBlogPosts` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(blogPostsQueryOptions(client));
 */
export const blogPostsQueryOptions = storeContentQuery(contentQueryKeys.blogPosts, () =>
  import('../lib/get-blog-posts').then((module) => module.getBlogPosts),
);

/**
 * The blog posts of the client's store.
 *
 * @example
 * const { data: posts = [] } = useBlogPosts();
 */
export const useBlogPosts = storeContentHook(blogPostsQueryOptions);
