// Test and story helper (not exported from the package).
import { type I18n } from '@storefront/ui-kit/i18n';
import { createTestI18n, type TestLanguage } from '@storefront/ui-kit/testing';
import { CONTENT_NAMESPACE } from '../../lib/content-messages';
import { contentMessages } from '../../lib/content.messages';

/**
 * An i18n instance with the `content` catalogue in English and German, ready at once, for
 * stories and tests (an app registers `contentMessages` in its own instance). A German message
 * that is missing falls back to English, as in the apps.
 */
export function createContentI18n(lng: TestLanguage = 'en'): I18n {
  return createTestI18n(CONTENT_NAMESPACE, contentMessages, {
    lng,
    missingKeys: 'ignore',
    fallbackLng: 'en',
  });
}
