import { schemaOnRequest } from '@storefront/http';
import type * as z from 'zod/mini';
import { selectionRecord } from '../product-page/product-selection';
import type { ProductAttributes } from '../product-page/product-selection';
import { segment, type CatalogClient } from './catalog-client';
import type { attributeValidationSchema } from './validate-attributes-response';

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
  const errorCodes = { all: 'ECX024' } as const;
  const path = `products/${segment(request.productKey)}/versions/${segment(request.version)}:validate`;
  return client.http('selector', errorCodes).get(path, {
    searchParams: selectionRecord(request.attributes),
    schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
      import('./validate-attributes-response').then((module) => module.attributeValidationSchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
