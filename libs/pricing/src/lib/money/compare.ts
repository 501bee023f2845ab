import { align } from './arithmetic';
import type { Money } from './money';

/**
 * Orders two amounts of one currency: `-1` when `a < b`, `0` when equal in value (whatever
 * their scales: 1.5 equals 1.50), `1` when `a > b`. Fits `Array.prototype.sort`.
 *
 * @throws {CurrencyMismatchError} when the currencies differ.
 *
 * @example
 * ```ts
 * import { compare, money } from '@storefront/pricing';
 *
 * compare(money('1.5'), money('1.50')); // 0
 * [money('3'), money('1')].sort(compare); // [1.00, 3.00]
 * ```
 */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  const aligned = align(a, b);
  if (aligned.a === aligned.b) return 0;
  return aligned.a < aligned.b ? -1 : 1;
}

/**
 * Whether the amount is exactly zero.
 *
 * @example
 * ```ts
 * import { isZero, money } from '@storefront/pricing';
 *
 * isZero(money('0.000')); // true
 * ```
 */
export function isZero(amount: Money): boolean {
  return amount.amount === 0n;
}

/**
 * Whether the amount is below zero.
 *
 * @example
 * ```ts
 * import { isNegative, money } from '@storefront/pricing';
 *
 * isNegative(money('-0.01')); // true
 * ```
 */
export function isNegative(amount: Money): boolean {
  return amount.amount < 0n;
}
