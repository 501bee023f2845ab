// Test and story helper (not exported from the package).
import { type I18n } from '@storefront/ui-kit/i18n';
import { createTestI18n, type TestLanguage } from '@storefront/ui-kit/testing';
import { DESIGNS_NAMESPACE, designsMessages } from '../../lib/designs-messages';

/**
 * An i18n instance with the `designs` catalogue in English and German, ready at once. A
 * missing key throws, so a test fails on a string that is not in the catalogue.
 */
export function createDesignsI18n(lng: TestLanguage = 'en'): I18n {
  return createTestI18n(DESIGNS_NAMESPACE, designsMessages, { lng });
}
