import { formatUnits, rescale, type RoundingMode } from '../decimal';
import { PRICE_FRACTION_DIGITS, assertScale, type Money } from './money';
import { assertRoundingMode } from './rounding';

/**
 * Options of {@link toDecimalString}.
 *
 * @example
 * ```ts
 * import type { DecimalStringOptions } from '@storefront/pricing';
 *
 * const options: DecimalStringOptions = { fractionDigits: 3, rounding: 'half-even' };
 * ```
 */
export interface DecimalStringOptions {
  /** Fraction digits printed; 2 by default (spec: price strings fixed to 2 decimals). */
  readonly fractionDigits?: number;
  /** How a dropped digit rounds; `half-up` by default, as shoppers expect on a price. */
  readonly rounding?: RoundingMode;
}

/**
 * The amount as a plain decimal string with exactly 2 fraction digits (`'1234.50'`,
 * `'-0.10'`): the form price strings take in the storefront and in API payloads. No
 * grouping, no symbol. Never prints `-0.00`.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` for fraction digits outside 0 to 20 or an
 * unknown rounding mode.
 *
 * @example
 * ```ts
 * import { money, toDecimalString } from '@storefront/pricing';
 *
 * toDecimalString(money('1234.5'));                          // '1234.50'
 * toDecimalString(money('0.125'));                           // '0.13'
 * toDecimalString(money('0.125'), { rounding: 'half-even' }); // '0.12'
 * toDecimalString(money('12.345'), { fractionDigits: 3 });   // '12.345'
 * ```
 */
export function toDecimalString(amount: Money, options: DecimalStringOptions = {}): string {
  const { fractionDigits = PRICE_FRACTION_DIGITS, rounding = 'half-up' } = options;
  assertScale(fractionDigits, 'fractionDigits');
  assertRoundingMode(rounding);
  return formatUnits(
    rescale(amount.amount, amount.scale, fractionDigits, rounding),
    fractionDigits,
  );
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // "$" rather than "US$", whatever the locale.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: PRICE_FRACTION_DIGITS,
      maximumFractionDigits: PRICE_FRACTION_DIGITS,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The amount for display: currency symbol, digit grouping of the locale and exactly 2
 * decimals (`$1,234.50`, `-$5.00`). Extra digits round half-up. The exact decimal string is
 * handed to `Intl.NumberFormat`, which formats string input without converting it to a
 * binary float, so even amounts beyond 2^53 cents print exactly.
 *
 * @example
 * ```ts
 * import { formatMoney, money } from '@storefront/pricing';
 *
 * formatMoney(money('1234.5'));          // '$1,234.50'
 * formatMoney(money('-5'));              // '-$5.00'
 * formatMoney(money('1234.5'), 'de-DE'); // '1.234,50 $'
 * ```
 */
export function formatMoney(amount: Money, locale = 'en-US'): string {
  const decimal = toDecimalString(amount) as `${number}`;
  return formatterFor(locale, amount.currency).format(decimal);
}
