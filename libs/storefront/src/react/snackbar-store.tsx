import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/** One message in the global snackbar. */
export interface SnackbarMessage {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

export interface SnackbarState {
  current: SnackbarMessage | null;
  show: (message: string, tone?: SnackbarMessage['tone']) => void;
  dismiss: () => void;
}

/**
 * Creates the store behind the global snackbar (one message at a time; a newer one replaces
 * the older).
 *
 * @example
 * const store = createSnackbarStore();
 * store.getState().show('Logged in successfully', 'success');
 */
export function createSnackbarStore(): StoreApi<SnackbarState> {
  let nextId = 1;
  return createStore<SnackbarState>()((set) => ({
    current: null,
    show: (message, tone = 'info') => set({ current: { id: nextId++, message, tone } }),
    dismiss: () => set({ current: null }),
  }));
}

const SnackbarStoreContext = createContext<StoreApi<SnackbarState> | null>(null);

/**
 * Provides one snackbar store to the app.
 *
 * @example
 * <SnackbarStoreProvider><App /></SnackbarStoreProvider>
 */
export function SnackbarStoreProvider({
  store,
  children,
}: {
  store?: StoreApi<SnackbarState>;
  children: ReactNode;
}) {
  const [value] = useState(() => store ?? createSnackbarStore());
  return <SnackbarStoreContext.Provider value={value}>{children}</SnackbarStoreContext.Provider>;
}

/**
 * Reads the snackbar store.
 *
 * @example
 * const show = useSnackbarStore((state) => state.show);
 */
export function useSnackbarStore<T>(selector: (state: SnackbarState) => T): T {
  const store = useContext(SnackbarStoreContext);
  if (!store) throw new Error('useSnackbarStore must be used within SnackbarStoreProvider');
  return useStore(store, selector);
}
