import * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The root product of a product version: for a sample, the full product it samples; for any
 * other product, itself.
 *
 * @example
 * rootProductSchema.parse({ productId: 'shipping-box-sample', version: 1, rootProductId: 'custom-shipper-box', rootProductVersion: 2, rootProductTitle: 'Custom Shipping Box' });
 */
export const rootProductSchema = z.object({
  productId: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.positive()),
  rootProductId: z.string().check(z.minLength(1)),
  rootProductVersion: z.number().check(z.int(), z.positive()),
  rootProductTitle: z.string(),
});

/**
 * A root product answer.
 *
 * @example
 * const isRoot = (root: RootProduct) => root.productId === root.rootProductId;
 */
export type RootProduct = z.output<typeof rootProductSchema>;

/**
 * The root product of a product version (`GET products /{productId}/versions/{version}/root`).
 * A failed call is an `ApiError` (ECX999; the spec names no code), a wrong answer a
 * `TransformError` (ECX003).
 *
 * @example
 * const root = await getRootProduct(client, { productKey: 'shipping-box-sample', version: 1 });
 * root.rootProductId; // 'custom-shipper-box'
 */
export async function getRootProduct(
  client: CatalogClient,
  request: { productKey: string; version: number },
  options: { signal?: AbortSignal } = {},
): Promise<RootProduct> {
  return client
    .http('products', { all: 'ECX999' })
    .get(`${segment(request.productKey)}/versions/${segment(request.version)}/root`, {
      schema: rootProductSchema,
      ...(options.signal ? { signal: options.signal } : {}),
    });
}
