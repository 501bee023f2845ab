import * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The sample product of a product (spec §3): its key and version, the attributes it is fixed
 * to (`constraints`, e.g. Size and Print Options) and the quantity it is sold in.
 *
 * @example
 * sampleProductSchema.parse({ productKey: 'custom-mailer-box-sample', version: 1, constraints: [], quantity: 1 });
 */
export const sampleProductSchema = z.object({
  productKey: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.positive()),
  constraints: z.array(z.object({ name: z.string().check(z.minLength(1)), value: z.string() })),
  quantity: z.number().check(z.int(), z.positive()),
});

/**
 * A sample product.
 *
 * @example
 * const sizeOf = (sample: SampleProduct) => sample.constraints.find((c) => c.name === 'Size')?.value;
 */
export type SampleProduct = z.output<typeof sampleProductSchema>;

/**
 * The $1 sample product of a product version (`GET products /{productId}/version/{version}/relationships?query=sample`),
 * optionally in one size. Spec: no sample product is ECX016, so every failure (a product
 * without a sample, an unknown product or size, a failed call) is an `ApiError` with code
 * ECX016; an answer of the wrong shape is a `TransformError` (ECX003).
 *
 * @example
 * const sample = await getSampleProduct(client, { productKey: 'custom-mailer-box', version: 3, size: '12 x 9 x 4' });
 * sample.productKey; // 'custom-mailer-box-sample'
 */
export async function getSampleProduct(
  client: CatalogClient,
  request: { productKey: string; version: number; size?: string | null },
  options: { signal?: AbortSignal } = {},
): Promise<SampleProduct> {
  return client
    .http('products', { all: 'ECX016' })
    .get(`${segment(request.productKey)}/version/${segment(request.version)}/relationships`, {
      searchParams: { query: 'sample', size: request.size ?? undefined },
      schema: sampleProductSchema,
      ...(options.signal ? { signal: options.signal } : {}),
    });
}
