import * as z from 'zod/mini';
import { PRODUCT_ATTRIBUTE_KEYS } from '../product-page/product-selection';

// The answer of `validateAttributes`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The selector service's verdict on a selection: `valid`, and one message per rejected
 * attribute.
 *
 * @example
 * attributeValidationSchema.parse({ valid: false, errors: [{ attribute: 'Quantity', message: 'Quantity is mandatory' }] });
 */
export const attributeValidationSchema = z.object({
  valid: z.boolean(),
  errors: z._default(
    z.array(z.object({ attribute: z.enum(PRODUCT_ATTRIBUTE_KEYS), message: z.string() })),
    [],
  ),
});
