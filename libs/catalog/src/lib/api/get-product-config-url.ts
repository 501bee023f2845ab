import { schemaOnRequest } from '@storefront/http';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The URL of a product's config (`GET price …/tenants/{tenant}/productConfigUrl?productKey=&storefrontId=`).
 * As the spec says, it is an empty string on failure: an unknown product, an answer of the
 * wrong shape or a failed call all give `''`, never an error.
 *
 * @example
 * const url = await getProductConfigUrl(client, 'custom-mailer-box');
 * if (url === '') showNotFound();
 */
export async function getProductConfigUrl(
  client: CatalogClient,
  productKey: string,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  try {
    const errorCodes = { all: 'ECX999' } as const;
    const path = `tenants/${segment(client.tenant)}/productConfigUrl`;
    const { productConfigUrl } = await client.http('price', errorCodes).get(path, {
      searchParams: { productKey, storefrontId: client.storefrontId },
      schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
        import('./get-product-config-url-response').then(
          (module) => module.productConfigUrlResponseSchema,
        ),
      ),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return productConfigUrl.trim();
  } catch (error) {
    // An aborted query is not a failure of the service; let the caller see the abort.
    if (options.signal?.aborted) throw error;
    return '';
  }
}
