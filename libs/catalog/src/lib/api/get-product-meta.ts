import { productMetaSchema, type ProductMeta } from '@storefront/pricing';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The product meta of a product version (spec §3: quantity threshold, capacity factor, decimal
 * round-off, default increment, selector keys editable on the approve page), from
 * `GET products /{productId}/versions/{version}/meta`, parsed with `@storefront/pricing`'s
 * `productMetaSchema` (a field the service leaves out takes the spec's value). The editable
 * selector keys are attribute keys: `['Quantity']`, or `['Quantity', 'Print Options']` for
 * the products whose print colour may still change. A failed call is an `ApiError` (ECX999);
 * an answer of the wrong shape a `TransformError` (ECX003).
 *
 * @example
 * const meta = await getProductMeta(client, { productKey: 'custom-gable-box', version: 1 });
 * calculateBoxQuantity(values, meta).recommendedQuantity; // a multiple of meta.defaultIncrement
 * meta.editableSelectorKeys.includes('Print Options'); // false
 */
export async function getProductMeta(
  client: CatalogClient,
  request: { productKey: string; version: number },
  options: { signal?: AbortSignal } = {},
): Promise<ProductMeta> {
  return client
    .http('products', { all: 'ECX999' })
    .get(`${segment(request.productKey)}/versions/${segment(request.version)}/meta`, {
      schema: productMetaSchema,
      ...(options.signal ? { signal: options.signal } : {}),
    });
}
