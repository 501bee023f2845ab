import type { CartStore } from '@storefront/cart';
import { readCartInfo, writeCartInfo } from '@storefront/cart';
import { localStorageAdapter } from '@storefront/browser-storage';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useStorefrontState } from '../storefront-state-provider';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Holds the app's cart store once a page that needs it has made it. The store itself (cart
 * API, transform, zustand) is code of the lazily loaded cart and product pages; the shell only
 * keeps the reference, so the home page ships none of it.
 *
 * @example
 * const store = slot.obtain(() => createCartStore({ api }));
 */
export interface CartStoreSlot {
  /** The store, creating it with `create` the first time. */
  obtain(create: () => CartStore): CartStore;
  /** The store, if a page made it. */
  current(): CartStore | null;
}

function createCartStoreSlot(): CartStoreSlot {
  let store: CartStore | null = null;
  return {
    obtain(create) {
      store ??= create();
      return store;
    },
    current: () => store,
  };
}

const CartStoreSlotContext = createContext<CartStoreSlot | null>(null);

/**
 * The cart store slot of the app shell, or `null` outside it (a page rendered alone).
 *
 * @example
 * const slot = useCartStoreSlot();
 * const store = slot?.obtain(() => createCartStore({ api })) ?? ownStore;
 */
export function useCartStoreSlot(): CartStoreSlot | null {
  return useContext(CartStoreSlotContext);
}

/**
 * Keeps the cart in step with the shopper's session for every page: the header's cart count
 * starts from the stored cart info (before any cart code loads); a sign-in reloads the cart (the
 * service merges the visitor's cart into the customer's); a sign-out forgets the cart id, cart
 * info, the cart and its count (spec section 4). This is the cart's one answer to the end of
 * the session: the identity SDK clears only its own keys.
 *
 * @example
 * <CartStoreSlotProvider><Outlet /></CartStoreSlotProvider>
 */
export function CartStoreSlotProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(createCartStoreSlot);
  const { state } = useIdentity();
  const setCartCount = useStorefrontState((storefront) => storefront.setCartCount);
  const resetCartCount = useStorefrontState((storefront) => storefront.resetCartCount);
  const wasSignedIn = useRef<boolean | null>(null);

  useEffect(() => {
    setCartCount(readCartInfo(localStorageAdapter())?.itemCount ?? 0);
  }, [setCartCount]);

  useEffect(() => {
    if (state.status === 'initializing') return;
    const previous = wasSignedIn.current;
    wasSignedIn.current = state.isSignedIn;
    if (previous === null || previous === state.isSignedIn) return;
    const store = slot.current();
    if (state.isSignedIn) {
      void store
        ?.getState()
        .load()
        .catch(() => undefined);
      return;
    }
    // A loaded store forgets its cart, the stored info and the count itself; without one only
    // the stored info and the count are there to forget.
    if (store) {
      store.getState().reset();
      return;
    }
    writeCartInfo(localStorageAdapter(), null);
    resetCartCount();
  }, [state.status, state.isSignedIn, slot, resetCartCount]);

  return <CartStoreSlotContext.Provider value={slot}>{children}</CartStoreSlotContext.Provider>;
}
