import { schemaOnRequest, TransformError } from '@storefront/http';
import type * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';
import type { productConfigResponseSchema } from './get-product-config-response';

/**
 * A product config as the storefront uses it: the parsed response with `productKey` and
 * `productVersion` always present (taken from the request when the service leaves them out;
 * version 1 then, which every product has).
 *
 * @example
 * const isSample = (config: ProductConfig) => config.kind === 'sample';
 */
export type ProductConfig = Omit<
  z.output<typeof productConfigResponseSchema>,
  'productKey' | 'productVersion'
> & {
  productKey: string;
  productVersion: number;
};

/**
 * Reads a product config from the URL `getProductConfigUrl` gave. A failed call is an
 * `ApiError` (ECX999: the page cannot be shown); an answer of the wrong shape is a
 * `TransformError` (ECX003) naming the field.
 *
 * @example
 * const url = await getProductConfigUrl(client, 'custom-mailer-box');
 * const config = await getProductConfig(client, url, { productKey: 'custom-mailer-box' });
 * config.additionalModelInfo.whitelistedQuantityList; // [1, 10, 25, …]
 */
export async function getProductConfig(
  client: CatalogClient,
  productConfigUrl: string,
  options: { productKey?: string; signal?: AbortSignal } = {},
): Promise<ProductConfig> {
  const errorCodes = { all: 'ECX999' } as const;
  const { http, path } = client.httpForUrl(productConfigUrl, errorCodes);
  return http.get(path, {
    schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
      import('./get-product-config-response').then((module) => module.productConfigResponseSchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
    transform: (data): ProductConfig => {
      const productKey = data.productKey ?? options.productKey;
      if (productKey === undefined) {
        throw new TransformError({
          path: 'productKey',
          issues: [{ path: 'productKey', message: 'The product config names no product key' }],
          message: `The product config ${data.referenceId} names no product key`,
        });
      }
      return { ...data, productKey, productVersion: data.productVersion ?? 1 };
    },
  });
}
