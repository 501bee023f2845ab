/**
 * The namespace the catalogue's components read their strings from.
 *
 * @example
 * useMessages(CATALOG_NAMESPACE, catalogMessageLoaders);
 */
export const CATALOG_NAMESPACE = 'catalog';

/**
 * The {@link CATALOG_NAMESPACE} catalogue per language, loaded on demand: an app registers it
 * with `useMessages(CATALOG_NAMESPACE, catalogMessageLoaders)` and a page ships only the
 * shopper's language (`catalogMessages` has both, for tests and tools).
 *
 * @example
 * const messages = await catalogMessageLoaders.de();
 */
export const catalogMessageLoaders = {
  en: () => import('./catalog.messages.en').then((module) => module.catalogMessagesEn),
  de: () => import('./catalog.messages.de').then((module) => module.catalogMessagesDe),
};
