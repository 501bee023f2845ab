import * as z from 'zod/mini';
import type { Money } from '../money/money';
import { priceObjectSchema } from '../money/price-object';

/**
 * One row of a product's price list as the price service sends it (spec §3, "Price list
 * entry by quantity"): the quantity, its tax rate (0.0825 for 8.25 %), the total price for
 * that quantity and the unit price, both discounted and taxed, as price objects.
 *
 * @example
 * ```ts
 * import { priceListEntrySchema } from '@storefront/pricing';
 *
 * priceListEntrySchema.parse({
 *   quantity: 100,
 *   taxRate: 0.0825,
 *   totalPrice: { type: 'centPrecision', centAmount: 48713, currencyCode: 'USD' },
 *   unitPrice: { type: 'highPrecision', preciseAmount: 487125, currencyCode: 'USD', fractionDigits: 5 },
 * });
 * ```
 */
export const priceListEntrySchema = z.object({
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .check(
      z.int({ error: 'Quantity must be a whole number' }),
      z.positive({ error: 'Quantity must be greater than 0' }),
    ),
  taxRate: z
    .number({ error: 'Tax rate must be a number' })
    .check(
      z.minimum(0, { error: 'Tax rate cannot be negative' }),
      z.maximum(1, { error: 'Tax rate is a fraction such as 0.0825, not a percentage' }),
    ),
  totalPrice: priceObjectSchema,
  unitPrice: priceObjectSchema,
});

/**
 * A price list as the price service sends it: one entry per quantity.
 *
 * @example
 * ```ts
 * import { priceListSchema } from '@storefront/pricing';
 *
 * const result = priceListSchema.safeParse(await response.json());
 * ```
 */
export const priceListSchema = z.array(priceListEntrySchema);

/**
 * A price list entry as the API shapes it (price objects, fractionDigits filled in).
 *
 * @example
 * ```ts
 * import type { PriceListEntryData } from '@storefront/pricing';
 *
 * const rows: PriceListEntryData[] = priceListSchema.parse(json);
 * ```
 */
export type PriceListEntryData = z.output<typeof priceListEntrySchema>;

/**
 * A price list entry as the storefront uses it: prices as exact {@link Money}.
 *
 * @example
 * ```ts
 * import { formatMoney, type PriceListEntry } from '@storefront/pricing';
 *
 * const label = (entry: PriceListEntry) =>
 *   `${entry.quantity} boxes: ${formatMoney(entry.totalPrice)}`;
 * ```
 */
export interface PriceListEntry {
  /** How many boxes this price is for. */
  readonly quantity: number;
  /** Tax rate as a fraction (0.0825); see `taxPercent` for the label. */
  readonly taxRate: number;
  /** Price of the whole quantity, discounted and taxed. */
  readonly totalPrice: Money;
  /** Price of one box, discounted and taxed. */
  readonly unitPrice: Money;
}
