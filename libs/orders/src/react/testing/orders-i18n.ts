// Test and story helper (not exported from the package).
import { createTestI18n, type TestLanguage } from '@storefront/ui-kit/testing';
import type { i18n as I18n } from 'i18next';
import { ORDERS_NAMESPACE, ordersMessages } from '../../lib/orders-messages';

/**
 * An i18next instance with the `orders` catalogue in English and German, ready at once. A
 * missing key throws, so a test fails on a string that is not in the catalogue.
 */
export function createOrdersI18n(lng: TestLanguage = 'en'): I18n {
  return createTestI18n(ORDERS_NAMESPACE, ordersMessages, { lng });
}
