import * as z from 'zod/mini';
import { MAX_SCALE } from '../decimal';
import { PRICE_FRACTION_DIGITS } from './money';

// The price object as a zod/mini schema, for the response schemas of other libraries (cart,
// orders) to compose. fromPriceObject checks price objects by hand (price-object.ts), so that a
// page converting prices while it renders loads no zod; price-object.test.ts holds the two
// together.

const currencyCodeSchema = z
  .string()
  .check(
    z.regex(/^[A-Z]{3}$/, { error: 'Currency code must be three upper-case letters such as USD' }),
  );

const fractionDigitsSchema = z._default(
  z
    .number()
    .check(
      z.int({ error: 'Fraction digits must be a whole number' }),
      z.minimum(0, { error: 'Fraction digits cannot be negative' }),
      z.maximum(MAX_SCALE, { error: `Fraction digits cannot exceed ${MAX_SCALE}` }),
    ),
  PRICE_FRACTION_DIGITS,
);

// zod's int() already limits to safe integers, so BigInt() of the value is exact.
const minorUnitsSchema = z
  .number()
  .check(z.int({ error: 'Amount must be a whole number of minor units' }));

// A price with whole cents (or other minor units at `fractionDigits`, default 2):
// value = centAmount / 10^fractionDigits.
const centPrecisionPriceSchema = z.object({
  type: z.literal('centPrecision'),
  centAmount: minorUnitsSchema,
  currencyCode: currencyCodeSchema,
  fractionDigits: fractionDigitsSchema,
});

// A price finer than cents: value = preciseAmount / 10^fractionDigits (default 2).
const highPrecisionPriceSchema = z.object({
  type: z.literal('highPrecision'),
  preciseAmount: minorUnitsSchema,
  currencyCode: currencyCodeSchema,
  fractionDigits: fractionDigitsSchema,
});

/**
 * The price object of the API (spec §3), a zod/mini schema: `centPrecision` with `centAmount`
 * or `highPrecision` with `preciseAmount`, `fractionDigits` defaulting to 2. Compose it with the
 * functional API of `zod/mini` (`z.nullish(priceObjectSchema)`, `z.pipe(priceObjectSchema, …)`),
 * so no classic zod is loaded with it.
 *
 * @example
 * ```ts
 * import { priceObjectSchema } from '@storefront/pricing';
 *
 * const price = priceObjectSchema.parse({ type: 'centPrecision', centAmount: 1250, currencyCode: 'USD' });
 * // { type: 'centPrecision', centAmount: 1250, currencyCode: 'USD', fractionDigits: 2 }
 * ```
 */
export const priceObjectSchema = z.discriminatedUnion('type', [
  centPrecisionPriceSchema,
  highPrecisionPriceSchema,
]);

/**
 * A price object as the API may send it (fractionDigits optional).
 *
 * @example
 * ```ts
 * import type { PriceObjectInput } from '@storefront/pricing';
 *
 * const price: PriceObjectInput = { type: 'centPrecision', centAmount: 1250, currencyCode: 'USD' };
 * ```
 */
export type PriceObjectInput = z.input<typeof priceObjectSchema>;

/**
 * A price object as {@link priceObjectSchema} gives it (fractionDigits filled in).
 *
 * @example
 * ```ts
 * const price: PriceObject = { type: 'centPrecision', centAmount: 1250, currencyCode: 'USD', fractionDigits: 2 };
 * ```
 */
export type PriceObject = z.output<typeof priceObjectSchema>;
