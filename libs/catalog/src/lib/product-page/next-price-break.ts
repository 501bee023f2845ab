import type { Money, PriceListEntry } from '@storefront/pricing';

/**
 * The next price break from a quantity: order `extraQuantity` more (`quantity` in all) and each
 * box costs `savingPercent` % less ("order 50 more, save 12%").
 *
 * @example
 * const line = (next: NextPriceBreak) => `Order ${next.extraQuantity} more, save ${next.savingPercent}%`;
 */
export interface NextPriceBreak {
  /** The quantity of the next price break. */
  quantity: number;
  /** How many boxes more than the current quantity. */
  extraQuantity: number;
  /** Unit price at the current quantity. */
  currentUnitPrice: Money;
  /** Unit price at the next price break. */
  unitPrice: Money;
  /** Saving per box in whole percent, rounded down (never promises more than it gives). */
  savingPercent: number;
}

function scaled(amount: Money, scale: number): bigint {
  return amount.amount * 10n ** BigInt(scale - amount.scale);
}

/**
 * The whole percent `next` is below `current`, rounded down, in exact integer arithmetic;
 * `null` when the currencies differ or `current` is not above 0.
 */
function savingPercentOf(current: Money, next: Money): number | null {
  if (current.currency !== next.currency) return null;
  const scale = Math.max(current.scale, next.scale);
  const currentUnits = scaled(current, scale);
  if (currentUnits <= 0n) return null;
  const saving = currentUnits - scaled(next, scale);
  if (saving <= 0n) return 0;
  return Number((saving * 100n) / currentUnits);
}

/**
 * The current unit price of a quantity: the price of the greatest price break at or below it
 * (as the price service charges); `null` below the first break.
 */
function currentEntry(priceList: readonly PriceListEntry[], quantity: number) {
  let entry: PriceListEntry | undefined;
  for (const candidate of priceList) {
    if (candidate.quantity <= quantity && (!entry || candidate.quantity > entry.quantity)) {
      entry = candidate;
    }
  }
  return entry ?? null;
}

/**
 * The next price break that saves at least 1 % per box, from a quantity and a price list
 * ("order 50 more, save 12%"): the smallest listed quantity above `quantity` whose unit price
 * is at least one whole percent below the current one. Exact integer math on Money; `null`
 * when there is none, when `quantity` is below the first price break or not a whole number
 * above 0.
 *
 * @example
 * nextPriceBreak(priceList, 25);
 * // { quantity: 50, extraQuantity: 25, savingPercent: 15, unitPrice: …, currentUnitPrice: … }
 */
export function nextPriceBreak(
  priceList: readonly PriceListEntry[],
  quantity: number,
): NextPriceBreak | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null;
  const current = currentEntry(priceList, quantity);
  if (!current) return null;
  const later = priceList
    .filter((entry) => entry.quantity > quantity)
    .sort((a, b) => a.quantity - b.quantity);
  for (const entry of later) {
    const savingPercent = savingPercentOf(current.unitPrice, entry.unitPrice);
    if (savingPercent !== null && savingPercent >= 1) {
      return {
        quantity: entry.quantity,
        extraQuantity: entry.quantity - quantity,
        currentUnitPrice: current.unitPrice,
        unitPrice: entry.unitPrice,
        savingPercent,
      };
    }
  }
  return null;
}
