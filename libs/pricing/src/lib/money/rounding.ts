import { PricingInputError } from '../errors';
import { rescale, type RoundingMode } from '../decimal';
import { PRICE_FRACTION_DIGITS, type Money } from './money';

const ROUNDING_MODES: readonly RoundingMode[] = ['half-even', 'half-up'];

/** @internal Throws unless `mode` is one of the supported rounding modes. */
export function assertRoundingMode(mode: RoundingMode): void {
  if (!ROUNDING_MODES.includes(mode)) {
    throw new PricingInputError('INVALID_AMOUNT', [
      {
        field: 'rounding',
        message: `Rounding mode must be 'half-even' or 'half-up', got ${String(mode)}`,
      },
    ]);
  }
}

/**
 * The amount in whole cents (minor units at scale 2), rounded with the mode you name:
 * there is no default, because which tie-break applies is a business decision.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` for an unknown rounding mode.
 *
 * @example
 * ```ts
 * import { money, toCents } from '@storefront/pricing';
 *
 * toCents(money('2.675'), 'half-up');   // 268n
 * toCents(money('2.675'), 'half-even'); // 268n (7 is odd, so the tie goes up)
 * toCents(money('2.665'), 'half-even'); // 266n
 * toCents(money('-0.125'), 'half-up');  // -13n
 * ```
 */
export function toCents(amount: Money, mode: RoundingMode): bigint {
  assertRoundingMode(mode);
  return rescale(amount.amount, amount.scale, PRICE_FRACTION_DIGITS, mode);
}
