// Test and story helper (not exported from the package): an i18next instance with the
// `identity` namespace in English and German.
import i18next, { type i18n as I18n } from 'i18next';
import { identityPageMessages } from '../identity-page-messages';

/** Languages the identity pages speak. */
export type IdentityLanguage = 'en' | 'de';

/**
 * An i18n instance for tests and stories, already initialised (synchronously), with
 * `identity` as the default namespace.
 *
 * @example
 * render(<I18nextProvider i18n={createIdentityI18n('de')}>…</I18nextProvider>);
 */
export function createIdentityI18n(lng: IdentityLanguage = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    fallbackLng: false,
    initAsync: false,
    ns: ['identity'],
    defaultNS: 'identity',
    interpolation: { escapeValue: false },
    resources: {
      en: { identity: identityPageMessages.en },
      de: { identity: identityPageMessages.de },
    },
  });
  return i18n;
}
