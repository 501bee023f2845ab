import { CurrencyMismatchError, PricingInputError } from '../errors';
import { rescaleUp } from '../decimal';
import { DEFAULT_CURRENCY, assertCurrency, createMoney, zeroMoney, type Money } from './money';

/** @internal Both amounts at their common (larger) scale; throws on a currency mismatch. */
export function align(a: Money, b: Money): { a: bigint; b: bigint; scale: number } {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  const scale = Math.max(a.scale, b.scale);
  return {
    a: rescaleUp(a.amount, a.scale, scale),
    b: rescaleUp(b.amount, b.scale, scale),
    scale,
  };
}

/** @internal A whole-number multiplier or count as a bigint; throws for anything else. */
export function toWholeNumber(value: number | bigint, field: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field, message: `Must be a whole number, got ${String(value)}` },
    ]);
  }
  return BigInt(value);
}

/**
 * The exact sum of two amounts, at the larger of their scales.
 *
 * @throws {CurrencyMismatchError} when the currencies differ.
 *
 * @example
 * ```ts
 * import { add, money, toDecimalString } from '@storefront/pricing';
 *
 * toDecimalString(add(money('0.10'), money('0.20'))); // '0.30'
 * ```
 */
export function add(a: Money, b: Money): Money {
  const aligned = align(a, b);
  return createMoney(aligned.a + aligned.b, aligned.scale, a.currency);
}

/**
 * The exact difference `a - b`, at the larger of their scales.
 *
 * @throws {CurrencyMismatchError} when the currencies differ.
 *
 * @example
 * ```ts
 * import { money, subtract, toDecimalString } from '@storefront/pricing';
 *
 * toDecimalString(subtract(money('10.00'), money('12.50'))); // '-2.50'
 * ```
 */
export function subtract(a: Money, b: Money): Money {
  const aligned = align(a, b);
  return createMoney(aligned.a - aligned.b, aligned.scale, a.currency);
}

/**
 * An amount times a whole-number quantity (a unit price times a box count). Fractions are
 * refused: scaling money by a fraction needs a rounding decision.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` when `quantity` is not a safe integer.
 *
 * @example
 * ```ts
 * import { money, multiply, toDecimalString } from '@storefront/pricing';
 *
 * toDecimalString(multiply(money('0.45'), 500)); // '225.00'
 * ```
 */
export function multiply(amount: Money, quantity: number | bigint): Money {
  const factor = toWholeNumber(quantity, 'quantity');
  return createMoney(amount.amount * factor, amount.scale, amount.currency);
}

/**
 * The amount with its sign flipped.
 *
 * @example
 * ```ts
 * import { money, negate, toDecimalString } from '@storefront/pricing';
 *
 * toDecimalString(negate(money('5.00'))); // '-5.00'
 * ```
 */
export function negate(amount: Money): Money {
  return createMoney(-amount.amount, amount.scale, amount.currency);
}

/**
 * The exact total of a list of amounts, at the largest scale among them and at least 2. An
 * empty list sums to zero in `currency` (the first amount's currency, else USD).
 *
 * @throws {CurrencyMismatchError} when the amounts (or the empty-list currency) differ.
 *
 * @example
 * ```ts
 * import { money, sum, toDecimalString } from '@storefront/pricing';
 *
 * toDecimalString(sum([money('19.99'), money('5.01'), money('0.10')])); // '25.10'
 * sum([]); // 0.00 USD
 * ```
 */
export function sum(amounts: readonly Money[], currency?: string): Money {
  const [first] = amounts;
  const target = currency ?? first?.currency ?? DEFAULT_CURRENCY;
  assertCurrency(target);
  return amounts.reduce<Money>((total, amount) => add(total, amount), zeroMoney(target));
}
