import type { ContentClient, ContentRequestOptions } from './content-client';
import { queryStoreContent } from './query-store-content';
import { array, object, string, type Decoded } from './decode';
import { IMAGE_FIELDS, contentImageSchema, resolveImage } from './content-schemas';

/**
 * A blog post in the list of posts (its page is read with `getPage(client, post.path)`).
 *
 * @example
 * blogPostSummarySchema.safeParse(data.blogPosts[0]).success;
 */
export const blogPostSummarySchema = object({
  path: string({ minLength: 1 }),
  title: string(),
  excerpt: string(),
  publishedAt: string(),
  image: contentImageSchema,
});

/**
 * A blog post in the list of posts.
 *
 * @example
 * const link = (post: BlogPostSummary) => `/${post.path}`;
 */
export type BlogPostSummary = Decoded<typeof blogPostSummarySchema>;

/**
 * The data of the `BlogPosts` query.
 *
 * @example
 * blogPostsResultSchema.safeParse({ blogPosts: [] });
 */
export const blogPostsResultSchema = object({ blogPosts: array(blogPostSummarySchema) });

/** The GraphQL query of {@link getBlogPosts}. */
export const BLOG_POSTS_QUERY = /* GraphQL */ `query BlogPosts($storefrontId: ID!, $locale: String) {
  blogPosts(storefrontId: $storefrontId, locale: $locale) {
    path
    title
    excerpt
    publishedAt
    image { ${IMAGE_FIELDS} }
  }
}`;

/**
 * Reads the blog posts of the client's store, in the service's order. Image URLs are absolute.
 *
 * @example
 * const posts = await getBlogPosts(client);
 */
export async function getBlogPosts(
  client: ContentClient,
  options: ContentRequestOptions = {},
): Promise<BlogPostSummary[]> {
  const { blogPosts } = await queryStoreContent(client, options, {
    operationName: 'BlogPosts',
    query: BLOG_POSTS_QUERY,
    schema: blogPostsResultSchema,
  });
  return blogPosts.map((post) => ({ ...post, image: resolveImage(client, post.image) }));
}
