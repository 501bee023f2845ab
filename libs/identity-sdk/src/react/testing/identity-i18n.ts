// Test and story helper (not exported from the package): an i18n instance with the
// `identity` namespace in English and German.
import { type I18n } from '@storefront/ui-kit/i18n';
import { createTestI18n, type TestLanguage } from '@storefront/ui-kit/testing';
import { identityPageMessages } from '../identity-page.messages';

/** Languages the identity pages speak. */
export type IdentityLanguage = TestLanguage;

/**
 * An i18n instance for tests and stories, already initialised (synchronously), with
 * `identity` as the default namespace.
 *
 * @example
 * render(<I18nProvider i18n={createIdentityI18n('de')}>…</I18nProvider>);
 */
export function createIdentityI18n(lng: IdentityLanguage = 'en'): I18n {
  return createTestI18n('identity', identityPageMessages, { lng, missingKeys: 'ignore' });
}
