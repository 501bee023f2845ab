// Test and story helper (not exported from the package).
import { type I18n } from '@storefront/ui-kit/i18n';
import { createTestI18n, type TestLanguage } from '@storefront/ui-kit/testing';
import { CATALOG_NAMESPACE } from '../../lib/catalog-messages';
import { catalogMessages } from '../../lib/catalog.messages';

/**
 * An i18n instance with the `catalog` catalogue in English and German, ready at once, for
 * stories and tests (an app registers `catalogMessages` in its own instance). A missing key
 * throws, so a test fails on a string that is not in the catalogue.
 */
export function createCatalogI18n(lng: TestLanguage = 'en'): I18n {
  return createTestI18n(CATALOG_NAMESPACE, catalogMessages, { lng });
}
