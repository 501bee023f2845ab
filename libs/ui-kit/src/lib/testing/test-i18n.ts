import {
  createI18n,
  registerMessages,
  type I18n,
  type Language,
  type MessagesByLanguage,
} from '../i18n/i18n';

/** The languages the storefront ships, and so the languages a test or story renders in. */
export type TestLanguage = Language;

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
   * string its catalogue lacks. `'ignore'`: the key is shown.
   */
  missingKeys?: 'throw' | 'ignore';
  /** The language a missing message falls back to; none by default. */
  fallbackLng?: TestLanguage | false;
}

function withFallback(messages: object, fallback: object): object {
  const merged: Record<string, unknown> = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = merged[key];
    merged[key] =
      typeof value === 'object' && !Array.isArray(value) && typeof base === 'object'
        ? withFallback(value as object, base as object)
        : value;
  }
  return merged;
}

/**
 * An i18n instance for tests and stories, ready at once, with one namespace holding a
 * library's messages in English and German. An app registers the same messages in its own
 * instance; tests and stories use this one.
 *
 * @example
 * import { createTestI18n } from '@storefront/ui-kit/testing';
 *
 * const i18n = createTestI18n(CATALOG_NAMESPACE, catalogMessages, { lng: 'de' });
 * render(<I18nProvider i18n={i18n}><ProductTabs {...props} /></I18nProvider>);
 */
export function createTestI18n(
  namespace: string,
  messages: MessagesByLanguage,
  { lng = 'en', missingKeys = 'throw', fallbackLng = false }: TestI18nOptions = {},
): I18n {
  const i18n = createI18n({ language: lng, missing: missingKeys === 'throw' ? 'throw' : 'key' });
  const fallback = fallbackLng === false ? undefined : messages[fallbackLng];
  registerMessages(i18n, namespace, {
    en: fallback === undefined ? messages.en : withFallback(messages.en, fallback),
    de: fallback === undefined ? messages.de : withFallback(messages.de, fallback),
  });
  return i18n;
}
