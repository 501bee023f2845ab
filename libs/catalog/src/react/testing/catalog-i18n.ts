// Test and story helper (not exported from the package).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOG_NAMESPACE, catalogMessages } from '../../lib/catalog-messages';

/**
 * An i18next instance with the `catalog` catalogue in English and German, ready at once, for
 * stories and tests (an app registers `catalogMessages` in its own instance). A missing key
 * throws, so a test fails on a string that is not in the catalogue.
 */
export function createCatalogI18n(lng: 'en' | 'de' = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    initAsync: false,
    defaultNS: CATALOG_NAMESPACE,
    ns: [CATALOG_NAMESPACE],
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      throw new Error(`Missing ${languages.join(',')} ${namespace}:${key}`);
    },
    resources: {
      en: { [CATALOG_NAMESPACE]: catalogMessages.en },
      de: { [CATALOG_NAMESPACE]: catalogMessages.de },
    },
  });
  return i18n;
}
