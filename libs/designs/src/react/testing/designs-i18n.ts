// Test and story helper (not exported from the package).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DESIGNS_NAMESPACE, designsMessages } from '../../lib/designs-messages';

/**
 * An i18next instance with the `designs` catalogue in English and German, ready at once. A
 * missing key throws, so a test fails on a string that is not in the catalogue.
 */
export function createDesignsI18n(lng: 'en' | 'de' = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    initAsync: false,
    defaultNS: DESIGNS_NAMESPACE,
    ns: [DESIGNS_NAMESPACE],
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      throw new Error(`Missing ${languages.join(',')} ${namespace}:${key}`);
    },
    resources: {
      en: { [DESIGNS_NAMESPACE]: designsMessages.en },
      de: { [DESIGNS_NAMESPACE]: designsMessages.de },
    },
  });
  return i18n;
}
