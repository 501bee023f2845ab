import * as z from 'zod/mini';
import { priceObjectSchema } from '../money/price-object-schema';

// The price list as zod/mini schemas, for response schemas that embed one. parsePriceList
// checks price lists by hand (parse-price-list.ts), so that the price conversion loads no zod;
// parse-price-list.test.ts holds the two together.

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
