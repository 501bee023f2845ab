import { useIdentity } from '@storefront/identity-sdk/react';
import { useMemo } from 'react';

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
  const { identity } = useIdentity();
  return useMemo(
    () =>
      kind === 'customer'
        ? async () => (await identity.getAccessToken()) ?? undefined
        : async () =>
            (await identity.getAccessToken()) ?? (await identity.getAnonymousToken()) ?? undefined,
    [identity, kind],
  );
}
