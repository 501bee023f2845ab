/** The page's quick-add strings (i18n namespace `shopQuickAdd`), registered on first use. */
export const QUICK_ADD_NAMESPACE = 'shopQuickAdd';

/** The {@link QUICK_ADD_NAMESPACE} catalogue per language, loaded on demand. */
export const quickAddMessageLoaders = {
  en: () => import('./quick-add.messages.en').then((module) => module.quickAddMessagesEn),
  de: () => import('./quick-add.messages.de').then((module) => module.quickAddMessagesDe),
};
