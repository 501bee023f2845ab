import * as z from 'zod/mini';

// The answer of `getProductConfigUrl`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The price service's answer to `productConfigUrl`.
 *
 * @example
 * productConfigUrlResponseSchema.parse({ productConfigUrl: 'https://products.example.com/configs/custom-mailer-box' });
 */
export const productConfigUrlResponseSchema = z.object({ productConfigUrl: z.string() });
