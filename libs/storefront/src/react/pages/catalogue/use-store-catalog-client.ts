import { createCatalogClient, type CatalogClient } from '@storefront/catalog';
import type { ServiceEndpoints } from '../../../lib/config/sandbox-endpoints';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { useMemo } from 'react';
import { useShopperAccess } from '../../use-shopper-token';
import { useServiceEndpoints, useStoreVariant } from '../../storefront-context';

/**
 * The catalogue client's settings of a store: its service endpoints, tenant and store id (the
 * browser's client and the server's share them, and so their query keys).
 *
 * @example
 * createCatalogClient({ ...storeCatalogSettings(defaultStore, endpoints), fetch });
 */
export function storeCatalogSettings(variant: StoreVariant, endpoints: ServiceEndpoints) {
  return {
    priceUrl: endpoints.price,
    productsUrl: endpoints.products,
    selectorUrl: endpoints.selector,
    ecommerceUrl: endpoints.ecommerce,
    sessionUrl: endpoints.session,
    contentUrl: endpoints.content,
    tenant: variant.tenant,
    storefrontId: variant.storeId,
  };
}

/**
 * The catalogue client of this store, acting for the shopper (the store's service endpoints, tenant and store id, the signed-in customer's
 * access token).
 *
 * @example
 * const client = useStoreCatalogClient();
 * const config = await loadProductConfig(client, 'shipping-box-insert');
 */
export function useStoreCatalogClient(): CatalogClient {
  const variant = useStoreVariant();
  const endpoints = useServiceEndpoints();
  const access = useShopperAccess('customer');
  return useMemo(
    () => createCatalogClient({ ...storeCatalogSettings(variant, endpoints), ...access }),
    [endpoints, variant, access],
  );
}
