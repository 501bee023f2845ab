import { useI18n } from './i18n-provider';

/**
 * The locale dates, numbers and money are formatted in, for each language the storefront
 * ships (the spec's cultures: German text reads `de-DE`, English `en-US`).
 *
 * @example
 * const locale: IntlLocale = 'de-DE';
 */
export type IntlLocale = 'de-DE' | 'en-US';

/**
 * The formatting locale of a language or culture: `de`, `de-DE` (any German) → `de-DE`;
 * everything else (`en`, `en-US`, `en-CA`, none) → `en-US`. The one mapping the libraries use.
 *
 * @example
 * intlLocaleOf('de'); // 'de-DE'
 * new Intl.NumberFormat(intlLocaleOf(i18n.locale)).format(1234.5); // '1,234.5'
 */
export function intlLocaleOf(language: string | null | undefined): IntlLocale {
  return language?.toLowerCase().startsWith('de') ? 'de-DE' : 'en-US';
}

/**
 * The formatting locale of the app's current language (its i18n instance's), following a
 * language switch.
 *
 * @example
 * const locale = useIntlLocale();
 * formatMoney(price, locale);
 */
export function useIntlLocale(): IntlLocale {
  return intlLocaleOf(useI18n().language);
}
