import { CartError, createCartApi, createCartStore, type CartStore } from '@storefront/cart';
import { localStorageAdapter, STORAGE_KEYS } from '@storefront/browser-storage';
import { isApiError, isStorefrontError } from '@storefront/http';
import type { Identity, IdentityState } from '@storefront/identity-sdk';
import type { useCommerceSettings } from '../../use-shopper-token';

export { createCartApi };

/**
 * What the app's cart store is made from: the shopper's commerce settings (the customer's
 * access token when signed in, else the anonymous token), the global cart count's setter and
 * the session.
 */
export interface StorefrontCartStoreInputs {
  settings: ReturnType<typeof useCommerceSettings>;
  setCartCount: (count: number) => void;
  identity: Identity;
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
 * The app's cart store: the cart service acting for the shopper, its line count written to the
 * global cart count. The shell keeps the first one a page makes (`useStorefrontCartStore`,
 * `useCartOnDemand`).
 *
 * @example
 * const store = slot.obtain(() => createStorefrontCartStore({ settings, setCartCount, identity }));
 */
export function createStorefrontCartStore({
  settings,
  setCartCount,
  identity,
}: StorefrontCartStoreInputs): CartStore {
  return createCartStore({
    api: createCartApi(settings),
    onCountChange: (count) => setCartCount(count),
    mayHoldUnknownCart: () => customerMayBeSignedIn(identity.getState()),
  });
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
