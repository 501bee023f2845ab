import type { BearerTokenGetter, HttpFetch } from '@storefront/http';
import { useIdentityInstance } from '@storefront/identity-sdk/react';
import { useMemo } from 'react';
import { useServiceFetch } from './data-providers';
import { useServiceEndpoints, useStoreVariant } from './storefront-context';

/**
 * Whose token a service call carries: `customer`, the signed-in customer's access token only
 * (account, orders, prices for the customer); `customer-or-anonymous`, else the anonymous
 * session's token (cart, designs: visitors have them too).
 */
export type ShopperTokenKind = 'customer' | 'customer-or-anonymous';

/**
 * The bearer token getter every service client of the storefront is given: a stable function
 * that resolves to the shopper's token of `kind` (refreshed first when due), or `undefined`
 * when there is none. The one place the storefront decides which token a service sees.
 *
 * @example
 * const getBearerToken = useShopperToken('customer-or-anonymous');
 * const api = useMemo(() => createCartApi({ ...settings, getBearerToken }), [getBearerToken]);
 */
export function useShopperToken(kind: ShopperTokenKind): () => Promise<string | undefined> {
  const identity = useIdentityInstance();
  return useMemo(
    () =>
      kind === 'customer'
        ? async () => (await identity.getAccessToken()) ?? undefined
        : async () =>
            (await identity.getAccessToken()) ?? (await identity.getAnonymousToken()) ?? undefined,
    [identity, kind],
  );
}

/**
 * How a service client acts for the shopper: the token getter of `kind` ({@link useShopperToken})
 * and the app's service transport (the in-process sandbox's in tests). Stable while neither
 * changes.
 *
 * @example
 * const access = useShopperAccess('customer');
 * const client = useMemo(() => createCatalogClient({ ...settings, ...access }), [access]);
 */
export function useShopperAccess(kind: ShopperTokenKind): {
  getBearerToken: BearerTokenGetter;
  fetch?: HttpFetch;
} {
  const fetch = useServiceFetch();
  const getBearerToken = useShopperToken(kind);
  return useMemo(
    () => ({ getBearerToken, ...(fetch === undefined ? {} : { fetch }) }),
    [getBearerToken, fetch],
  );
}

/**
 * What the cart and orders clients of this store need, acting for the shopper with the token of
 * `kind`: the ecommerce and payment services, the tenant and store, the token getter and the
 * transport. Stable while none of them changes.
 *
 * @example
 * const settings = useCommerceSettings('customer');
 * const client = useMemo(() => createOrdersClient(settings), [settings]);
 */
export function useCommerceSettings(kind: ShopperTokenKind): {
  ecommerceUrl: string;
  paymentsUrl: string;
  tenant: string;
  storefrontId: string;
  getBearerToken: BearerTokenGetter;
  fetch?: HttpFetch;
} {
  const { ecommerce, payments } = useServiceEndpoints();
  const { tenant, storeId } = useStoreVariant();
  const access = useShopperAccess(kind);
  return useMemo(
    () => ({
      ecommerceUrl: ecommerce,
      paymentsUrl: payments,
      tenant,
      storefrontId: storeId,
      ...access,
    }),
    [ecommerce, payments, tenant, storeId, access],
  );
}
