import {
  CartError,
  createCartApi,
  createCartStore,
  type CartApi,
  type CartStore,
} from '@storefront/cart';
import { useStorefrontState } from '../../storefront-state-provider';
import { localStorageAdapter, STORAGE_KEYS } from '@storefront/browser-storage';
import { isApiError, isStorefrontError } from '@storefront/http';
import type { IdentityState } from '@storefront/identity-sdk';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useMemo, useState } from 'react';
import { useCommerceSettings } from '../../use-shopper-token';
import { useCartStoreSlot } from '../../shell/cart-store-slot';

/**
 * The cart API of this store, acting for the shopper: the customer's access token when signed
 * in, else the anonymous token.
 *
 * @example
 * const api = useCartApi();
 * const options = await api.getDeliveryOptions(cartId);
 */
export function useCartApi(): CartApi {
  const settings = useCommerceSettings('customer-or-anonymous');
  return useMemo(() => createCartApi(settings), [settings]);
}

/**
 * Whether the shopper may be a signed-in customer, whose cart the service can hold without
 * this browser knowing its id. Before the session's code has loaded, a stored customer token
 * says a customer is coming back.
 */
function customerMayBeSignedIn(session: IdentityState): boolean {
  if (session.status !== 'initializing') return session.isSignedIn;
  return localStorageAdapter().getItem(STORAGE_KEYS.userAccessToken) !== null;
}

/**
 * The app's cart store: made by the first page that needs it and kept by the shell for the
 * others (so the cart survives moving between pages), its line count written to the global
 * cart count. Outside the shell (a page rendered alone) the page keeps its own.
 *
 * @example
 * const store = useStorefrontCartStore();
 * <CartStoreProvider store={store}>{page}</CartStoreProvider>
 */
export function useStorefrontCartStore(): CartStore {
  const slot = useCartStoreSlot();
  const api = useCartApi();
  const setCartCount = useStorefrontState((state) => state.setCartCount);
  const { identity } = useIdentity();
  const [create] = useState(
    () => () =>
      createCartStore({
        api,
        onCountChange: (count) => setCartCount(count),
        mayHoldUnknownCart: () => customerMayBeSignedIn(identity.getState()),
      }),
  );
  const [own] = useState(() => (slot ? null : create()));
  return slot ? slot.obtain(create) : (own as CartStore);
}

/**
 * What to tell the shopper about a failed cart call: the store's own message (a version
 * conflict after its retries: 'Please refresh and try again'), the service's words for a
 * refusal it explains (sample rules, prices, coupons), else the catalogue message of the
 * call's ECX code (`fallback` for anything that is not a storefront error).
 *
 * @example
 * cartFailureMessage(error, 'Please try again'); // 'A customer may have up to three $1 samples.'
 */
export function cartFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof CartError) return error.message;
  if (isApiError(error)) {
    if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.detail) {
      return error.detail;
    }
    return error.userMessage;
  }
  if (isStorefrontError(error)) return error.userMessage;
  return fallback;
}
