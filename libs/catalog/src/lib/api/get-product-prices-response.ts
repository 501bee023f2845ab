import * as z from 'zod/mini';

// The answer of `getProductPrices`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The price service's answer to `productPrice`: the pricing context, the selection it priced
 * and the price list (price objects, parsed by `@storefront/pricing`).
 *
 * @example
 * productPriceResponseSchema.safeParse(await response.json());
 */
export const productPriceResponseSchema = z.object({
  currency: z._default(z.string(), 'USD'),
  pricingTier: z.optional(z.string()),
  market: z.optional(z.string()),
  merchant: z.optional(z.string()),
  brand: z.optional(z.string()),
  productKey: z.optional(z.string()),
  attributes: z._default(
    z.object({
      Size: z.optional(z.string()),
      'Print Options': z.optional(z.string()),
      Color: z.optional(z.string()),
    }),
    {},
  ),
  prices: z.unknown(),
});
