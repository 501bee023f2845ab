import { ApiError } from '@storefront/http';
import type { CatalogClient } from './catalog-client';
import { getProductConfig, type ProductConfig } from './get-product-config';
import { getProductConfigUrl } from './get-product-config-url';
import { PRODUCT_NOT_FOUND } from './product-not-found';

export { PRODUCT_NOT_FOUND, isProductNotFound } from './product-not-found';

/**
 * The config of a product by its key (a product page's `productConfigId`): asks the price
 * service for the config URL, then reads the config from it. An empty URL (unknown product,
 * or the URL call failed) is an `ApiError` with status 404 and service code
 * `ProductNotFound` (see {@link isProductNotFound}).
 *
 * @example
 * const config = await loadProductConfig(client, 'custom-gable-box');
 * config.attributes.Size?.values; // ['6 x 4 x 6', '8 x 4 x 8', …]
 */
export async function loadProductConfig(
  client: CatalogClient,
  productKey: string,
  options: { signal?: AbortSignal } = {},
): Promise<ProductConfig> {
  const url = await getProductConfigUrl(client, productKey, options);
  if (url === '') {
    throw new ApiError({
      status: 404,
      code: 'ECX999',
      serviceCode: PRODUCT_NOT_FOUND,
      detail: `There is no product ${productKey}`,
    });
  }
  return getProductConfig(client, url, { productKey, ...options });
}
