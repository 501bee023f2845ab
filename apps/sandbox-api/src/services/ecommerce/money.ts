import { centPrice } from '../catalog/prices.ts';

export { centPrice };

/**
 * `numerator / denominator` rounded half up, for whole, non-negative numbers — the one rounding
 * rule of the cart (percent discounts, tax, region factors). Integers only, so sums stay exact.
 *
 * @example
 * ```ts
 * roundHalfUp(1005 * 10, 100); // 101 (10% of $10.05 is 100.5 cents)
 * ```
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot round ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The sum of a list of cent amounts.
 *
 * @example
 * ```ts
 * sumCents([100, 250]); // 350
 * ```
 */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
