import { PriceUnavailableError, PricingInputError } from '../errors';
import { multiply } from '../money/arithmetic';
import type { PriceListEntry } from './price-list-entry';

/**
 * The price for a quantity. A listed quantity returns its own entry unchanged. Any other
 * quantity takes the volume tier below it: the entry with the greatest quantity under the
 * requested one supplies the unit price and tax rate, and the total is that unit price times
 * the requested quantity, computed exactly. The list need not be sorted.
 *
 * @throws {PriceUnavailableError} ECX011 when the list is empty or every listed quantity is
 * above the requested one.
 * @throws {PricingInputError} `INVALID_QUANTITY` when the quantity is not a whole number above 0.
 *
 * @example
 * ```ts
 * import { formatMoney, money, selectPriceForQuantity } from '@storefront/pricing';
 *
 * const priceList = [
 *   { quantity: 50, taxRate: 0.0825, totalPrice: money('303.00'), unitPrice: money('6.06') },
 *   { quantity: 100, taxRate: 0.0825, totalPrice: money('487.00'), unitPrice: money('4.87') },
 * ];
 * formatMoney(selectPriceForQuantity(priceList, 100).totalPrice); // '$487.00'
 * formatMoney(selectPriceForQuantity(priceList, 60).totalPrice);  // '$363.60' (60 × $6.06)
 * ```
 */
export function selectPriceForQuantity(
  priceList: readonly PriceListEntry[],
  quantity: number,
): PriceListEntry {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new PricingInputError('INVALID_QUANTITY', [
      {
        field: 'quantity',
        message: `Quantity must be a whole number greater than 0, got ${String(quantity)}`,
      },
    ]);
  }
  if (priceList.length === 0) {
    throw new PriceUnavailableError({
      issues: [{ field: 'priceList', message: 'The price list is empty' }],
    });
  }
  let tier: PriceListEntry | undefined;
  for (const entry of priceList) {
    if (entry.quantity === quantity) return entry;
    if (entry.quantity < quantity && (!tier || entry.quantity > tier.quantity)) tier = entry;
  }
  if (!tier) {
    throw new PriceUnavailableError({
      issues: [
        {
          field: 'quantity',
          message: `No price is listed for ${quantity} or fewer boxes`,
        },
      ],
    });
  }
  return {
    quantity,
    taxRate: tier.taxRate,
    unitPrice: tier.unitPrice,
    totalPrice: multiply(tier.unitPrice, quantity),
  };
}
