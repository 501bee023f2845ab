import { ApiError, importOnRequest, schemaOnRequest, TransformError } from '@storefront/http';
import type { ProductMeta } from '@storefront/pricing';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The product meta of a product version (spec §3: quantity threshold, capacity factor, decimal
 * round-off, default increment, selector keys editable on the approve page), from
 * `GET products /{productId}/versions/{version}/meta`, parsed with `@storefront/pricing`'s
 * `productMetaSchema` (a field the service leaves out takes the spec's value). The editable
 * selector keys are attribute keys: `['Quantity']`, or `['Quantity', 'Print Options']` for
 * the products whose print colour may still change.
 *
 * The meta is the product's ruleset (spec §8): a failed call is an `ApiError` ECX007 ("ruleset
 * fetch failed"), an answer without a single rule an `ApiError` ECX008 ("empty ruleset"), an
 * answer of the wrong shape a `TransformError` (ECX003).
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
  const errorCodes = { all: 'ECX007' } as const;
  const path = `${segment(request.productKey)}/versions/${segment(request.version)}/meta`;
  const responseRequest = { method: 'get', path, code: errorCodes.all } as const;
  const response = importOnRequest(responseRequest, () => import('./get-product-meta-response'));
  const answer = await client.http('products', errorCodes).get(path, {
    schema: schemaOnRequest(responseRequest, () =>
      response.then((module) => module.metaAnswerSchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (Object.keys(answer).length === 0) throw new ApiError({ status: 200, code: 'ECX008' });
  const { productMetaSchema } = await response;
  const meta = productMetaSchema.safeParse(answer);
  if (!meta.success) {
    const issue = meta.error.issues[0];
    throw new TransformError({
      ...(issue ? { path: issue.path.join('.') } : {}),
      cause: meta.error,
    });
  }
  return meta.data;
}
