// The public price-object schema is a classic zod one because cart and orders compose it into
// their classic schemas (`apiPriceSchema.nullish()`, `priceObjectSchema.transform(…)`). It
// delegates to the zod/mini schema of price-object.ts, which fromPriceObject and the price list
// use, so both accept and reject the same input with the same issues. Only modules that import
// this file load classic zod: the pricing code of the first page load (fromPriceObject,
// parsePriceList, buildAllowedQuantities) does not.
import { z } from 'zod';
import { priceObjectSchema as priceObjectMiniSchema } from './price-object';

/**
 * The price object of the API (spec §3): `centPrecision` with `centAmount` or
 * `highPrecision` with `preciseAmount`, `fractionDigits` defaulting to 2. A classic zod
 * schema, to compose into classic zod schemas.
 *
 * @example
 * ```ts
 * import { priceObjectSchema } from '@storefront/pricing';
 *
 * const price = priceObjectSchema.nullish().parse(await response.json());
 * ```
 */
export const priceObjectSchema = z.lazy(() => priceObjectMiniSchema);
