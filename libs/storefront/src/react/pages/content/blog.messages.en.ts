/** English strings of the blog pages (i18n namespace `blog`). */
export const blogMessagesEn = {
  postsHeading: 'Latest posts',
  readMore: 'Read the article',
  publishedOn: 'Published {date}',
  updatedOn: 'Updated {date}',
  noPosts: 'There are no posts yet. Please come back soon.',
  backToBlog: 'Back to the blog',
} as const;
