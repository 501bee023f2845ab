// Test and story helper (not exported from the package).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ORDERS_NAMESPACE, ordersMessages } from '../../lib/orders-messages';

/**
 * An i18next instance with the `orders` catalogue in English and German, ready at once. A
 * missing key throws, so a test fails on a string that is not in the catalogue.
 */
export function createOrdersI18n(lng: 'en' | 'de' = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    initAsync: false,
    defaultNS: ORDERS_NAMESPACE,
    ns: [ORDERS_NAMESPACE],
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      throw new Error(`Missing ${languages.join(',')} ${namespace}:${key}`);
    },
    resources: {
      en: { [ORDERS_NAMESPACE]: ordersMessages.en },
      de: { [ORDERS_NAMESPACE]: ordersMessages.de },
    },
  });
  return i18n;
}
