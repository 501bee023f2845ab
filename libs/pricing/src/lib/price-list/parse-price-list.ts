import { PriceUnavailableError } from '../errors';
import { fromPriceObject } from '../money/price-object';
import { issuesFromZod, parseInEnglish } from '../zod-issues';
import { priceListSchema, type PriceListEntry } from './price-list-entry';

/**
 * Validates a price list from the price service and turns its prices into exact Money,
 * sorted by quantity. A shopper cannot be shown a price from an empty or malformed list, so
 * both raise ECX011; `issues` name the fields that were wrong.
 *
 * @throws {PriceUnavailableError} ECX011 when the list is empty, malformed, or lists one
 * quantity twice.
 *
 * @example
 * ```ts
 * import { parsePriceList } from '@storefront/pricing';
 *
 * const priceList = parsePriceList([
 *   {
 *     quantity: 50,
 *     taxRate: 0.0825,
 *     totalPrice: { type: 'centPrecision', centAmount: 30311, currencyCode: 'USD' },
 *     unitPrice: { type: 'centPrecision', centAmount: 606, currencyCode: 'USD' },
 *   },
 * ]);
 * ```
 */
export function parsePriceList(input: unknown): PriceListEntry[] {
  const parsed = parseInEnglish(priceListSchema, input);
  if (!parsed.success) {
    throw new PriceUnavailableError({ issues: issuesFromZod(parsed.error), cause: parsed.error });
  }
  if (parsed.data.length === 0) {
    throw new PriceUnavailableError({
      issues: [{ field: 'priceList', message: 'The price list is empty' }],
    });
  }
  const seen = new Set<number>();
  parsed.data.forEach((entry, index) => {
    if (seen.has(entry.quantity)) {
      throw new PriceUnavailableError({
        issues: [
          {
            field: `[${index}].quantity`,
            message: `Quantity ${entry.quantity} is listed more than once`,
          },
        ],
      });
    }
    seen.add(entry.quantity);
  });
  return parsed.data
    .map((entry) => ({
      quantity: entry.quantity,
      taxRate: entry.taxRate,
      totalPrice: fromPriceObject(entry.totalPrice),
      unitPrice: fromPriceObject(entry.unitPrice),
    }))
    .sort((a, b) => a.quantity - b.quantity);
}
