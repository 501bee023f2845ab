// @storefront/ui-kit/i18n: the one i18n API of the storefront (Lingui's runtime underneath):
// an instance per app or request, registering a feature's messages, translating, and the one
// mapping from the shopper's language to the locale dates, numbers and money use.
// Its own entry, never re-exported by the root one: @lingui/core is an optional peer, needed
// only by apps that import this entry. Left out on purpose: Lingui's macros and `<Trans>` (the
// catalogues are keyed objects, compiled at build time by tools/vite/message-catalogues.ts).
export {
  createI18n,
  hasMessage,
  languageOf,
  registerMessages,
  translator,
  type CreateI18nOptions,
  type I18n,
  type Language,
  type MessagesByLanguage,
  type MessageValues,
  type Translate,
} from './lib/i18n/i18n';
export { I18nProvider, useI18n } from './lib/i18n/i18n-provider';
export {
  loadedMessages,
  loadLanguage,
  loadMessages,
  type MessageLoaders,
} from './lib/i18n/lazy-messages';
export { useMessages, type NamespaceMessages } from './lib/i18n/use-messages';
export { intlLocaleOf, useIntlLocale, type IntlLocale } from './lib/i18n/intl-locale';
