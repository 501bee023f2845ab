// @storefront/ui-kit/i18n: registering a feature's messages in the app's i18next instance, and
// the one mapping from the shopper's language to the locale dates, numbers and money use.
// Its own entry, never re-exported by the root one: react-i18next and i18next are optional
// peers, needed only by apps that import this entry.
export { useMessages, type MessagesByLanguage } from './lib/i18n/use-messages';
export { intlLocaleOf, useIntlLocale, type IntlLocale } from './lib/i18n/intl-locale';
