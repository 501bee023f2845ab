import * as z from 'zod/mini';

// The answer of `getAvailability`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The products service's availability answer.
 *
 * @example
 * availabilitySchema.parse({ available: true, maxQuantity: 10000, reason: null, message: null });
 */
export const availabilitySchema = z.object({
  available: z.boolean(),
  maxQuantity: z.number().check(z.int(), z.nonnegative()),
  reason: z._default(z.nullable(z.enum(['OutOfStock', 'QuantityNotInStock'])), null),
  message: z._default(z.nullable(z.string()), null),
});
