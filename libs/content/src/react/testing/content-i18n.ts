// Test and story helper (not exported from the package).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CONTENT_NAMESPACE, contentMessages } from '../../lib/content-messages';

/**
 * An i18next instance with the `content` catalogue in English and German, ready at once, for
 * stories and tests (an app registers `contentMessages` in its own instance).
 */
export function createContentI18n(lng: 'en' | 'de' = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { [CONTENT_NAMESPACE]: contentMessages.en },
      de: { [CONTENT_NAMESPACE]: contentMessages.de },
    },
  });
  return i18n;
}
