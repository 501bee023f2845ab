import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessagesByLanguage } from '../i18n/use-messages';

/** The languages the storefront ships, and so the languages a test or story renders in. */
export type TestLanguage = keyof MessagesByLanguage;

/**
 * Options of {@link createTestI18n}.
 *
 * @example
 * const options: TestI18nOptions = { lng: 'de', missingKeys: 'ignore', fallbackLng: 'en' };
 */
export interface TestI18nOptions {
  /** The language the instance starts in; English by default. */
  lng?: TestLanguage;
  /**
   * `'throw'` (the default): a key that is not in the messages throws, so a test fails on a
   * string its catalogue lacks. `'ignore'`: i18next's own behaviour (the key is shown).
   */
  missingKeys?: 'throw' | 'ignore';
  /** The language a missing message falls back to; none by default. */
  fallbackLng?: TestLanguage | false;
}

/**
 * An i18next instance for tests and stories, ready at once (initialised synchronously), with
 * one namespace holding a library's messages in English and German, as its default namespace.
 * An app registers the same messages in its own instance; tests and stories use this one.
 *
 * @example
 * import { createTestI18n } from '@storefront/ui-kit/testing';
 *
 * const i18n = createTestI18n(CATALOG_NAMESPACE, catalogMessages, { lng: 'de' });
 * render(<I18nextProvider i18n={i18n}><ProductTabs {...props} /></I18nextProvider>);
 */
export function createTestI18n(
  namespace: string,
  messages: MessagesByLanguage,
  { lng = 'en', missingKeys = 'throw', fallbackLng = false }: TestI18nOptions = {},
): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng,
    initAsync: false,
    defaultNS: namespace,
    ns: [namespace],
    interpolation: { escapeValue: false },
    ...(missingKeys === 'throw'
      ? {
          saveMissing: true,
          missingKeyHandler: (languages: readonly string[], ns: string, key: string) => {
            throw new Error(`Missing ${languages.join(',')} ${ns}:${key}`);
          },
        }
      : {}),
    resources: { en: { [namespace]: messages.en }, de: { [namespace]: messages.de } },
  });
  return i18n;
}
