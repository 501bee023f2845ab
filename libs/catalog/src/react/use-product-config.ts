import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import type { ProductConfig } from '../lib/api/get-product-config';
import { useCatalogClient } from './catalog-client-provider';
import { productConfigQueryOptions } from './catalog-queries';

/**
 * The product config of a product key (a product page's `productConfigId`), through the price
 * service's config URL. An unknown product fails with `isProductNotFound(error)`; `null`
 * waits.
 *
 * @example
 * const { data: config, error } = useProductConfig('custom-gable-box');
 * if (isProductNotFound(error)) return <NotFound />;
 */
export function useProductConfig(productKey: string | null): LazyQueryResult<ProductConfig> {
  const client = useCatalogClient();
  return useLazyQuery({
    ...productConfigQueryOptions(client, productKey ?? ''),
    enabled: productKey !== null && productKey !== '',
  });
}
