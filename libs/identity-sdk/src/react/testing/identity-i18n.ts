// Test and story helper (not exported from the package): an i18next instance with the
// `identity` namespace in English and German.
import { createTestI18n, type TestLanguage } from '@storefront/ui-kit/testing';
import type { i18n as I18n } from 'i18next';
import { identityPageMessages } from '../identity-page-messages';

/** Languages the identity pages speak. */
export type IdentityLanguage = TestLanguage;

/**
 * An i18n instance for tests and stories, already initialised (synchronously), with
 * `identity` as the default namespace.
 *
 * @example
 * render(<I18nextProvider i18n={createIdentityI18n('de')}>…</I18nextProvider>);
 */
export function createIdentityI18n(lng: IdentityLanguage = 'en'): I18n {
  return createTestI18n('identity', identityPageMessages, { lng, missingKeys: 'ignore' });
}
