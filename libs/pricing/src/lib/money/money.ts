import { PricingInputError } from '../errors';
import { MAX_SCALE, parseDecimalString, rescaleUp } from '../decimal';

/**
 * An exact amount of money: `amount / 10^scale` units of `currency`. The amount is a bigint
 * of minor units, so sums never drift (`0.1 + 0.2` is `0.3`). Values are frozen; every
 * operation returns a new one.
 *
 * @example
 * ```ts
 * import { money, type Money } from '@storefront/pricing';
 *
 * const price: Money = money('12.50'); // { amount: 1250n, scale: 2, currency: 'USD' }
 * ```
 */
export interface Money {
  /** Minor units at {@link Money.scale}: `1250n` at scale 2 is 12.50. */
  readonly amount: bigint;
  /** Number of fraction digits the amount carries (0 to 20). */
  readonly scale: number;
  /** ISO 4217 currency code, upper case (`USD`). */
  readonly currency: string;
}

/**
 * The currency every storefront price is in (spec §9).
 *
 * @example
 * ```ts
 * import { DEFAULT_CURRENCY, money } from '@storefront/pricing';
 *
 * money('1.00').currency === DEFAULT_CURRENCY; // true
 * ```
 */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Fraction digits of a storefront price (spec §9: price fraction digits 2).
 *
 * @example
 * ```ts
 * import { PRICE_FRACTION_DIGITS } from '@storefront/pricing';
 *
 * PRICE_FRACTION_DIGITS; // 2
 * ```
 */
export const PRICE_FRACTION_DIGITS = 2;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** @internal Throws unless `currency` is a three-letter upper-case code. */
export function assertCurrency(currency: string, field = 'currency'): void {
  if (!CURRENCY_CODE.test(currency)) {
    throw new PricingInputError('INVALID_AMOUNT', [
      {
        field,
        message: `Currency must be a three-letter ISO 4217 code such as USD, got "${currency}"`,
      },
    ]);
  }
}

/** @internal Throws unless `scale` is a whole number from 0 to 20. */
export function assertScale(scale: number, field = 'scale'): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new PricingInputError('INVALID_AMOUNT', [
      {
        field,
        message: `Scale (fraction digits) must be a whole number from 0 to ${MAX_SCALE}, got ${scale}`,
      },
    ]);
  }
}

/** @internal Builds a frozen Money without validation (callers have validated). */
export function createMoney(amount: bigint, scale: number, currency: string): Money {
  return Object.freeze({ amount, scale, currency });
}

/**
 * Money from a decimal string, read exactly: `'12.345'` keeps all three digits. The scale is
 * the number of fraction digits written, and at least 2 (`'12'` is 12.00). Surrounding
 * whitespace is ignored; exponents, grouping separators (`1,234.50`) and numbers are refused,
 * because a `number` may already have lost precision.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` for text that is not a plain decimal or a
 * currency that is not a three-letter code.
 *
 * @example
 * ```ts
 * import { money } from '@storefront/pricing';
 *
 * money('12.50');        // 12.50 USD
 * money('-0.125', 'CAD'); // -0.125 CAD (scale 3)
 * ```
 */
export function money(decimal: string, currency: string = DEFAULT_CURRENCY): Money {
  assertCurrency(currency);
  if (typeof decimal !== 'string') {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field: 'amount', message: `money() takes a decimal string, got ${typeof decimal}` },
    ]);
  }
  const parsed = parseDecimalString(decimal);
  if (!parsed) {
    throw new PricingInputError('INVALID_AMOUNT', [
      {
        field: 'amount',
        message: `"${decimal}" is not a plain decimal number such as 12.50 (at most 20 decimals)`,
      },
    ]);
  }
  const scale = Math.max(parsed.scale, PRICE_FRACTION_DIGITS);
  return createMoney(rescaleUp(parsed.units, parsed.scale, scale), scale, currency);
}

/**
 * Options of {@link fromMinorUnits}.
 *
 * @example
 * ```ts
 * import type { MinorUnitsOptions } from '@storefront/pricing';
 *
 * const options: MinorUnitsOptions = { currency: 'USD', scale: 5 };
 * ```
 */
export interface MinorUnitsOptions {
  /** ISO 4217 code; `USD` by default. */
  readonly currency?: string;
  /** Fraction digits the amount is expressed in; 2 (cents) by default. */
  readonly scale?: number;
}

/**
 * Money from an integer amount of minor units: cents by default.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` when a `number` is not a safe integer, the
 * scale is not 0 to 20 or the currency is not a three-letter code.
 *
 * @example
 * ```ts
 * import { fromMinorUnits } from '@storefront/pricing';
 *
 * fromMinorUnits(123450);                     // 1234.50 USD
 * fromMinorUnits(12345n, { scale: 3 });       // 12.345 USD
 * ```
 */
export function fromMinorUnits(amount: bigint | number, options: MinorUnitsOptions = {}): Money {
  const { currency = DEFAULT_CURRENCY, scale = PRICE_FRACTION_DIGITS } = options;
  assertCurrency(currency);
  assertScale(scale);
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field: 'amount', message: `Minor units must be a safe integer, got ${amount}` },
    ]);
  }
  if (typeof amount !== 'number' && typeof amount !== 'bigint') {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field: 'amount', message: `Minor units must be a bigint or integer, got ${typeof amount}` },
    ]);
  }
  return createMoney(BigInt(amount), scale, currency);
}

/**
 * Zero in a currency, at the price scale of 2.
 *
 * @example
 * ```ts
 * import { zeroMoney } from '@storefront/pricing';
 *
 * zeroMoney(); // 0.00 USD
 * ```
 */
export function zeroMoney(currency: string = DEFAULT_CURRENCY): Money {
  assertCurrency(currency);
  return createMoney(0n, PRICE_FRACTION_DIGITS, currency);
}

/**
 * Whether a value is a {@link Money} (as opposed to, say, a price object from the API).
 *
 * @example
 * ```ts
 * import { isMoney, money } from '@storefront/pricing';
 *
 * isMoney(money('1.00'));                                           // true
 * isMoney({ type: 'centPrecision', centAmount: 100, currencyCode: 'USD' }); // false
 * ```
 */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Money>;
  return (
    typeof candidate.amount === 'bigint' &&
    typeof candidate.scale === 'number' &&
    typeof candidate.currency === 'string'
  );
}
