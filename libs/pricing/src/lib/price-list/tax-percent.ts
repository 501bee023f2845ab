import { PricingInputError } from '../errors';
import { divideRounded, powerOfTen, toDecimal } from '../decimal';

/**
 * The tax percentage shown for a tax rate: rate × 100, rounded to a whole number (spec §9).
 * The rate is read as the decimal it was written as (`0.145` is 0.145, not the binary float
 * 0.14499999…), multiplied exactly, and a half rounds up: `0.145 → 15`, `0.085 → 9`,
 * `0.005 → 1`, `0.0825 → 8`. A plain `Math.round(rate * 100)` would give 14 for 0.145.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` for a negative, non-finite or unreadable rate.
 *
 * @example
 * ```ts
 * import { taxPercent } from '@storefront/pricing';
 *
 * taxPercent(0.0825);  // 8
 * taxPercent('0.145'); // 15
 * taxPercent(0);       // 0
 * ```
 */
export function taxPercent(rate: number | string): number {
  const decimal =
    typeof rate === 'number' || typeof rate === 'string' ? toDecimal(rate) : undefined;
  if (!decimal || decimal.units < 0n) {
    throw new PricingInputError('INVALID_AMOUNT', [
      {
        field: 'taxRate',
        message: `Tax rate must be a decimal of 0 or more such as 0.0825, got ${String(rate)}`,
      },
    ]);
  }
  // rate × 100 = units / 10^(scale - 2); rates are never negative, so half-up is "ties up".
  const percent =
    decimal.scale <= 2
      ? decimal.units * powerOfTen(2 - decimal.scale)
      : divideRounded(decimal.units, powerOfTen(decimal.scale - 2), 'half-up');
  return Number(percent);
}
