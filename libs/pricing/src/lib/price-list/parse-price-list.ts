import { PriceUnavailableError, type PricingIssue } from '../errors';
import {
  fieldOf,
  isObjectLike,
  numberIssues,
  typeMessage,
  type NumberRules,
} from '../input-checks';
import { createMoney } from '../money/money';
import { readPriceObject } from '../money/price-object';
import type { PriceObject } from '../money/price-object-schema';
import type { PriceListEntry } from './price-list-entry';

function toMoney(price: PriceObject) {
  const amount = price.type === 'centPrecision' ? price.centAmount : price.preciseAmount;
  return createMoney(BigInt(amount), price.fractionDigits, price.currencyCode);
}

const QUANTITY: NumberRules = {
  type: 'Quantity must be a number',
  whole: 'Quantity must be a whole number',
  checks: [[(quantity) => quantity > 0, 'Quantity must be greater than 0']],
};
const TAX_RATE: NumberRules = {
  type: 'Tax rate must be a number',
  checks: [
    [(rate) => rate >= 0, 'Tax rate cannot be negative'],
    [(rate) => rate <= 1, 'Tax rate is a fraction such as 0.0825, not a percentage'],
  ],
};

/**
 * One entry checked as `priceListEntrySchema` checks it (same issues, same order), by hand: the
 * entry with its prices as Money, or the issues, named below `[index]`.
 */
function readEntry(
  entry: unknown,
  index: number,
): { readonly value: PriceListEntry } | { readonly issues: PricingIssue[] } {
  const at = fieldOf('', index);
  if (!isObjectLike(entry)) {
    return { issues: [{ field: at, message: typeMessage('object', entry) }] };
  }
  const { quantity, taxRate } = entry;
  const issues: PricingIssue[] = [];
  for (const message of numberIssues(quantity, QUANTITY).messages) {
    issues.push({ field: fieldOf(at, 'quantity'), message });
  }
  for (const message of numberIssues(taxRate, TAX_RATE).messages) {
    issues.push({ field: fieldOf(at, 'taxRate'), message });
  }
  const totalPrice = readPriceObject(entry['totalPrice'], fieldOf(at, 'totalPrice'));
  if ('issues' in totalPrice) issues.push(...totalPrice.issues);
  const unitPrice = readPriceObject(entry['unitPrice'], fieldOf(at, 'unitPrice'));
  if ('issues' in unitPrice) issues.push(...unitPrice.issues);
  if ('issues' in totalPrice || 'issues' in unitPrice || issues.length > 0) return { issues };
  return {
    value: {
      quantity: quantity as number,
      taxRate: taxRate as number,
      totalPrice: toMoney(totalPrice.value),
      unitPrice: toMoney(unitPrice.value),
    },
  };
}

/**
 * Validates a price list from the price service and turns its prices into exact Money,
 * sorted by quantity. A shopper cannot be shown a price from an empty or malformed list, so
 * both raise ECX011; `issues` name the fields that were wrong (as `priceListSchema` would).
 * Checked by hand, not with the schema, so the price conversion loads no zod.
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
  if (!Array.isArray(input)) {
    throw new PriceUnavailableError({
      issues: [{ field: fieldOf(''), message: typeMessage('array', input) }],
    });
  }
  const entries: PriceListEntry[] = [];
  const issues: PricingIssue[] = [];
  input.forEach((entry: unknown, index) => {
    const read = readEntry(entry, index);
    if ('issues' in read) issues.push(...read.issues);
    else entries.push(read.value);
  });
  if (issues.length > 0) throw new PriceUnavailableError({ issues });
  if (entries.length === 0) {
    throw new PriceUnavailableError({
      issues: [{ field: 'priceList', message: 'The price list is empty' }],
    });
  }
  const seen = new Set<number>();
  entries.forEach((entry, index) => {
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
  return entries.sort((a, b) => a.quantity - b.quantity);
}
