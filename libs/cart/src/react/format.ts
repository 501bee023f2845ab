import { formatMoney, toCents, type Money } from '@storefront/pricing';
import { intlLocaleOf } from '@storefront/ui-kit/i18n';

/**
 * Money as the storefront shows it: dollar sign and 2 decimals (`$1,234.50`), in US notation
 * whatever the language (the stores sell in US dollars).
 *
 * @example
 * formatPrice(fromMinorUnits(52250)); // '$522.50'
 */
export function formatPrice(value: Money): string {
  return formatMoney(value, 'en-US');
}

/**
 * Whole cents of an amount (for ui-kit's `Price`).
 *
 * @example
 * centsOf(fromMinorUnits(500)); // 500n
 */
export function centsOf(value: Money): bigint {
  return toCents(value, 'half-up');
}

/**
 * A calendar day from the service (midnight UTC, e.g. `2030-01-23T00:00:00Z`) as "January 23"
 * (spec format 'MMMM D'), in the shopper's language and in UTC so a US time zone does not show
 * the day before. An unreadable date is shown as given.
 *
 * @example
 * formatArrivalDate('2030-01-23T00:00:00Z', 'en'); // 'January 23'
 */
export function formatArrivalDate(date: string, language: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(time));
}
