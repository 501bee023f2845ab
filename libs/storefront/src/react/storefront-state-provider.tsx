import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createStorefrontStateStore,
  type StorefrontState,
  type StorefrontStateData,
  type StorefrontStateStore,
} from '../lib/state/storefront-state';

const StorefrontStateContext = createContext<StorefrontStateStore | null>(null);

/**
 * Props of {@link StorefrontStateProvider}.
 *
 * @example
 * const props: StorefrontStateProviderProps = { initialState: { cartCount: 2 }, children: null };
 */
export interface StorefrontStateProviderProps {
  /** A store made by `createStorefrontStateStore`; by default the provider makes its own. */
  store?: StorefrontStateStore;
  /** The state the provider's own store starts with (ignored when `store` is given). */
  initialState?: Partial<StorefrontStateData>;
  children: ReactNode;
}

/**
 * Provides the storefront's global state (cartCount, tenantId, resellerAccountId,
 * businessAccountId, storefrontId, edoGroupId, referrerURL). The store is created once per
 * provider, never shared between apps or tests.
 *
 * @example
 * <StorefrontStateProvider initialState={{ referrerURL: document.referrer || null }}>
 *   <App />
 * </StorefrontStateProvider>
 */
export function StorefrontStateProvider({
  store,
  initialState,
  children,
}: StorefrontStateProviderProps) {
  const [value] = useState(() => store ?? createStorefrontStateStore(initialState));
  return (
    <StorefrontStateContext.Provider value={value}>{children}</StorefrontStateContext.Provider>
  );
}

/**
 * Reads the storefront state through a selector (re-renders only when the selected value
 * changes). Throws outside a {@link StorefrontStateProvider}.
 *
 * @example
 * const cartCount = useStorefrontState((state) => state.cartCount);
 * const setCartCount = useStorefrontState((state) => state.setCartCount);
 */
export function useStorefrontState<T>(selector: (state: StorefrontState) => T): T {
  const store = useContext(StorefrontStateContext);
  if (!store) throw new Error('useStorefrontState must be used within StorefrontStateProvider');
  return useStore(store, selector);
}
