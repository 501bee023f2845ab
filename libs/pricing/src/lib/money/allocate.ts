import { PricingInputError } from '../errors';
import { toWholeNumber } from './arithmetic';
import { createMoney, type Money } from './money';

/**
 * Splits an amount by whole-number ratios without losing or inventing a single minor unit:
 * the parts always add up to the original. Each part first gets its exact share rounded
 * down; the minor units left over go one each to the parts with the largest dropped
 * remainders (earlier parts win ties). A negative amount is split like its absolute value,
 * with every part negative. Work happens at the amount's own scale; round it with
 * {@link roundMoney} first to split whole cents.
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` when there are no ratios, a ratio is negative
 * or fractional, or all ratios are 0.
 *
 * @example
 * ```ts
 * import { allocate, money, toDecimalString } from '@storefront/pricing';
 *
 * allocate(money('100.00'), [1, 1, 1]).map((part) => toDecimalString(part));
 * // ['33.34', '33.33', '33.33']
 * allocate(money('0.05'), [3, 7]).map((part) => toDecimalString(part)); // ['0.02', '0.03']
 * ```
 */
export function allocate(amount: Money, ratios: readonly (number | bigint)[]): Money[] {
  if (ratios.length === 0) {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field: 'ratios', message: 'At least one ratio is needed' },
    ]);
  }
  const weights = ratios.map((ratio, index) => {
    const weight = toWholeNumber(ratio, `ratios[${index}]`);
    if (weight < 0n) {
      throw new PricingInputError('INVALID_AMOUNT', [
        { field: `ratios[${index}]`, message: `Ratios cannot be negative, got ${String(ratio)}` },
      ]);
    }
    return weight;
  });
  const total = weights.reduce((acc, weight) => acc + weight, 0n);
  if (total === 0n) {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field: 'ratios', message: 'At least one ratio must be greater than 0' },
    ]);
  }

  const negative = amount.amount < 0n;
  const magnitude = negative ? -amount.amount : amount.amount;
  const shares = weights.map((weight, index) => ({
    index,
    units: (magnitude * weight) / total,
    remainder: (magnitude * weight) % total,
  }));
  let leftover = magnitude - shares.reduce((acc, share) => acc + share.units, 0n);
  const byRemainder = [...shares].sort((x, y) =>
    x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    share.units += 1n;
    leftover -= 1n;
  }
  return shares.map((share) =>
    createMoney(negative ? -share.units : share.units, amount.scale, amount.currency),
  );
}

/**
 * Splits an amount into `parts` near-equal parts that add up to it exactly (the first parts
 * carry the leftover minor units).
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` when `parts` is not a whole number above 0.
 *
 * @example
 * ```ts
 * import { money, split, toDecimalString } from '@storefront/pricing';
 *
 * split(money('10.00'), 3).map((part) => toDecimalString(part)); // ['3.34', '3.33', '3.33']
 * ```
 */
export function split(amount: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new PricingInputError('INVALID_AMOUNT', [
      { field: 'parts', message: `Parts must be a whole number above 0, got ${String(parts)}` },
    ]);
  }
  return allocate(
    amount,
    Array.from({ length: parts }, () => 1),
  );
}
