import type { ProductMeta } from '@storefront/pricing';
import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import { useCatalogClient } from './catalog-client-provider';
import { productMetaQueryOptions } from './catalog-queries';

/**
 * The product meta of a product version (calculator settings, the selector keys editable on
 * the approve page); `null` waits. Needs `CatalogClientProvider`.
 *
 * @example
 * const { data: meta } = useProductMeta({ productKey: 'custom-mailer-box', version: 3 });
 * meta?.editableSelectorKeys; // ['Quantity', 'Print Options']
 */
export function useProductMeta(
  request: { productKey: string; version: number } | null,
): LazyQueryResult<ProductMeta> {
  const client = useCatalogClient();
  const target = request ?? { productKey: '', version: 1 };
  return useLazyQuery({
    ...productMetaQueryOptions(client, target),
    enabled: request !== null && request.productKey !== '',
  });
}
