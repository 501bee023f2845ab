import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CartStore, CartStoreState } from '../lib/cart-store';

const CartStoreContext = createContext<CartStore | null>(null);

/**
 * Props of {@link CartStoreProvider}.
 *
 * @example
 * const props: CartStoreProviderProps = { store: createCartStore({ api }), children: null };
 */
export interface CartStoreProviderProps {
  /** The app's cart store (`createCartStore`); create it once per app, not per render. */
  store: CartStore;
  children: ReactNode;
}

/**
 * Makes a cart store available to the cart hooks and components below it.
 *
 * @example
 * const [store] = useState(() => createCartStore({ api }));
 * <CartStoreProvider store={store}><CartPage /></CartStoreProvider>
 */
export function CartStoreProvider({ store, children }: CartStoreProviderProps) {
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

/**
 * The cart store of the nearest {@link CartStoreProvider} itself (for actions outside render).
 * Throws 'useCartStore must be used within CartStoreProvider' outside one.
 *
 * @example
 * const store = useCartStoreApi();
 * await store.getState().applyCoupon(code);
 */
export function useCartStoreApi(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore must be used within CartStoreProvider');
  return store;
}

/**
 * A slice of the cart store's state; the component re-renders when the slice changes.
 * Throws 'useCartStore must be used within CartStoreProvider' outside one.
 *
 * @example
 * const cart = useCartStore((state) => state.cart);
 * const applyCoupon = useCartStore((state) => state.applyCoupon);
 */
export function useCartStore<T>(selector: (state: CartStoreState) => T): T {
  return useStore(useCartStoreApi(), selector);
}
