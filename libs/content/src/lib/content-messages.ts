/** The i18n namespace the content components read their strings from. */
export const CONTENT_NAMESPACE = 'content';

/**
 * The {@link CONTENT_NAMESPACE} catalogue per language, loaded on demand (the content form
 * registers it with `useMessages`), so a page ships only the shopper's language.
 *
 * @example
 * const messages = await contentMessageLoaders.de();
 */
export const contentMessageLoaders = {
  en: () => import('./content.messages.en').then((module) => module.contentMessagesEn),
  de: () => import('./content.messages.de').then((module) => module.contentMessagesDe),
};
