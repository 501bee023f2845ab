import type { CartStore } from '@storefront/cart';
import { useIdentityInstance } from '@storefront/identity-sdk/react';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useCartStoreSlot, type CartStoreSlot } from '../../shell/cart-store-slot';
import { useStorefrontState } from '../../storefront-state-provider';
import { useCommerceSettings } from '../../use-shopper-token';
import type { StorefrontCartStoreInputs } from './storefront-cart-store';

/**
 * The cart's code (cart API, transform and store, ≈ 5 KiB gzip), loaded on first use.
 *
 * @example
 * const { cartFailureMessage } = await loadCartCode();
 */
export const loadCartCode = () => import('./storefront-cart-store');

/**
 * What the app's cart store is made from (`createStorefrontCartStore`), stable while none of it
 * changes, and the shell's slot that keeps the store (`null` outside the shell).
 *
 * @example
 * const { slot, inputs } = useStorefrontCartInputs();
 * const store = slot?.obtain(() => createStorefrontCartStore(inputs));
 */
export function useStorefrontCartInputs(): {
  slot: CartStoreSlot | null;
  inputs: StorefrontCartStoreInputs;
} {
  const slot = useCartStoreSlot();
  const settings = useCommerceSettings('customer-or-anonymous');
  const setCartCount = useStorefrontState((state) => state.setCartCount);
  const identity = useIdentityInstance();
  const inputs = useMemo(
    () => ({ settings, setCartCount, identity }),
    [settings, setCartCount, identity],
  );
  return { slot, inputs };
}

/**
 * The app's cart store for a page that shows no cart of its own but adds to it (the product
 * page): the cart's code loads when the page first asks for the store, after it has shown, not
 * with it. `obtain()` resolves to the store (the one the shell keeps, made once); `store` is
 * it once obtained, else `null` (on the server and while the code loads).
 *
 * @example
 * const { store, obtain } = useCartOnDemand();
 * const added = await (await obtain()).getState().addLineItems([draft]);
 */
export function useCartOnDemand(): { store: CartStore | null; obtain: () => Promise<CartStore> } {
  const { slot, inputs } = useStorefrontCartInputs();
  const [store, setStore] = useState<CartStore | null>(() => slot?.current() ?? null);
  const pending = useRef<Promise<CartStore> | null>(null);
  const obtain = useCallback(() => {
    pending.current ??= loadCartCode().then(
      ({ createStorefrontCartStore }) => {
        const create = () => createStorefrontCartStore(inputs);
        const made = slot ? slot.obtain(create) : create();
        setStore(made);
        return made;
      },
      (error: unknown) => {
        // The next call tries again (the code failed to load, e.g. offline).
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, [slot, inputs]);
  return { store, obtain };
}

const noSubscription = () => () => undefined;

/**
 * A piece of a cart store that may not exist yet: `undefined` until it does.
 *
 * @example
 * const lines = useCartSelection(store, (state) => state.cart?.lines);
 */
export function useCartSelection<Selected>(
  store: CartStore | null,
  select: (state: ReturnType<CartStore['getState']>) => Selected,
): Selected | undefined {
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store ? select(store.getState()) : undefined),
    () => undefined,
  );
}
