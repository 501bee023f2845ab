import { createCatalogClient, type CatalogClient } from '@storefront/catalog';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useMemo } from 'react';
import { useServiceFetch } from '../../data-providers';
import { useServiceEndpoints, useStoreVariant } from '../../storefront-context';

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
  const fetch = useServiceFetch();
  const { identity } = useIdentity();
  return useMemo(
    () =>
      createCatalogClient({
        priceUrl: endpoints.price,
        productsUrl: endpoints.products,
        selectorUrl: endpoints.selector,
        ecommerceUrl: endpoints.ecommerce,
        sessionUrl: endpoints.session,
        contentUrl: endpoints.content,
        tenant: variant.tenant,
        storefrontId: variant.storeId,
        getAccessToken: async () => (await identity.getAccessToken()) ?? undefined,
        ...(fetch === undefined ? {} : { fetch }),
      }),
    [endpoints, variant.tenant, variant.storeId, identity, fetch],
  );
}
