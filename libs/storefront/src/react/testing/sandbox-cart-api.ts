import { createCartApi, type CartApi } from '@storefront/cart';
import type { Identity } from '@storefront/identity-sdk';
import { defaultStore } from '../../lib/variants/default-store';
import type { StoreVariant } from '../../lib/variants/store-variant';

/**
 * The cart API of a rendered storefront's shopper against the in-process sandbox, for tests
 * that put lines into the cart or read it: the shopper's bearer (signed in or anonymous), the
 * variant's tenant and store (the default store unless given).
 *
 * @example
 * const { identity } = await renderStorefront(defaultStore, fullStoreRoutes, '/', sandbox.fetch);
 * await sandboxCartApi(identity, sandbox.fetch).getUserCart();
 */
export function sandboxCartApi(
  identity: Identity,
  fetch: typeof globalThis.fetch,
  variant: StoreVariant = defaultStore,
): CartApi {
  return createCartApi({
    ecommerceUrl: 'http://sandbox.test/ecommerce',
    paymentsUrl: 'http://sandbox.test/payments',
    tenant: variant.tenant,
    storefrontId: variant.storeId,
    getBearerToken: async () =>
      (await identity.getAccessToken()) ?? (await identity.getAnonymousToken()),
    fetch,
  });
}
