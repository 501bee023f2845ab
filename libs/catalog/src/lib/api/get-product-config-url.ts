import * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The price service's answer to `productConfigUrl`.
 *
 * @example
 * productConfigUrlResponseSchema.parse({ productConfigUrl: 'https://products.example.com/configs/custom-mailer-box' });
 */
export const productConfigUrlResponseSchema = z.object({ productConfigUrl: z.string() });

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
    const { productConfigUrl } = await client
      .http('price', { all: 'ECX999' })
      .get(`tenants/${segment(client.tenant)}/productConfigUrl`, {
        searchParams: { productKey, storefrontId: client.storefrontId },
        schema: productConfigUrlResponseSchema,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    return productConfigUrl.trim();
  } catch (error) {
    // An aborted query is not a failure of the service; let the caller see the abort.
    if (options.signal?.aborted) throw error;
    return '';
  }
}
