import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import type { ProductPriceRequest, ProductPrices } from '../lib/api/get-product-prices';
import { useCatalogClient } from './catalog-client-provider';
import { keepPreviousData, productPricesQueryOptions } from './catalog-queries';

/**
 * The live price list of a product selection (ECX011 on failure: show
 * 'Unable to load price. Please retry again after sometime' and call `refetch`). While a new
 * selection loads, the previous prices stay (`isPlaceholderData`); `null` waits.
 *
 * @example
 * const prices = useProductPrices({ productKey: 'custom-mailer-box', size, printOption, color, quantities });
 * prices.data?.priceList.map((entry) => entry.quantity);
 */
export function useProductPrices(
  request: ProductPriceRequest | null,
): LazyQueryResult<ProductPrices> {
  const client = useCatalogClient();
  return useLazyQuery({
    ...productPricesQueryOptions(client, request ?? { productKey: '' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
