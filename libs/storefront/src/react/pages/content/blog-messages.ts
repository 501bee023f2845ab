/** The blog pages' strings (i18n namespace `blog`), registered when a blog page renders. */
export const BLOG_NAMESPACE = 'blog';

/** The {@link BLOG_NAMESPACE} catalogue per language, loaded on demand. */
export const blogMessageLoaders = {
  en: () => import('./blog.messages.en').then((module) => module.blogMessagesEn),
  de: () => import('./blog.messages.de').then((module) => module.blogMessagesDe),
};
