import * as z from 'zod/mini';
import { PRODUCT_ATTRIBUTE_KEYS, selectionRecord } from '../product-page/product-selection';
import type { ProductAttributes } from '../product-page/product-selection';
import { segment, type CatalogClient } from './catalog-client';

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

/**
 * The verdict of {@link validateAttributes}.
 *
 * @example
 * const firstProblem = (result: AttributeValidation) => result.errors[0]?.message;
 */
export type AttributeValidation = z.output<typeof attributeValidationSchema>;

/**
 * Checks a selection against a product version (`GET selector /products/{id}/versions/{version}:validate?Size=&Print Options=&Color=&Quantity=`).
 * A rejected selection is a normal answer (`valid: false` with the messages); a failed call
 * is an `ApiError` with code ECX024.
 *
 * @example
 * const verdict = await validateAttributes(client, {
 *   productKey: 'custom-mailer-box',
 *   version: 3,
 *   attributes: { Quantity: 30, Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
 * });
 * verdict.errors[0]?.attribute; // 'Quantity'
 */
export async function validateAttributes(
  client: CatalogClient,
  request: { productKey: string; version: number; attributes: ProductAttributes },
  options: { signal?: AbortSignal } = {},
): Promise<AttributeValidation> {
  return client
    .http('selector', { all: 'ECX024' })
    .get(`products/${segment(request.productKey)}/versions/${segment(request.version)}:validate`, {
      searchParams: selectionRecord(request.attributes),
      schema: attributeValidationSchema,
      ...(options.signal ? { signal: options.signal } : {}),
    });
}
