/**
 * Where the storefront's libraries keep what outlives a page load (the session, the cart id
 * and info, the analytics ids): a string key-value store with the `localStorage` method names.
 * `subscribe`, when present, reports keys changed by someone else (another tab, another
 * reader of the same storage); readers then re-read what they hold, so a report of their own
 * writes is harmless.
 *
 * @example
 * const storage: KeyValueStorage = memoryStorage();
 * storage.setItem('storefront.cart.id', 'cart-1');
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Calls `listener` with the changed key (`null`: everything was cleared). Returns the unsubscribe. */
  subscribe?(listener: (key: string | null) => void): () => void;
}

/**
 * A {@link KeyValueStorage} in memory, for tests and for environments without
 * `localStorage` (server rendering, workers). Several readers given the same memory storage
 * (e.g. two `Identity` instances) see each other's writes through `subscribe`, like tabs
 * sharing `localStorage`. Listeners are told synchronously, and only of real changes.
 *
 * @example
 * const shared = memoryStorage({ 'storefront.cart.id': 'cart-1' });
 * const tabA = createIdentity(config, { storage: shared });
 * const tabB = createIdentity(config, { storage: shared });
 */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const values = new Map<string, string>(Object.entries(initial));
  const listeners = new Set<(key: string | null) => void>();
  const notify = (key: string) => {
    for (const listener of [...listeners]) listener(key);
  };
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      const text = String(value);
      if (values.get(key) === text) return;
      values.set(key, text);
      notify(key);
    },
    removeItem: (key) => {
      if (!values.delete(key)) return;
      notify(key);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isUsable(storage: Storage): boolean {
  try {
    const probe = 'storefront.identity.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * A {@link KeyValueStorage} over the browser's `localStorage` (or the given `Storage`), the
 * default in browsers. Reads and writes never throw: a storage that refuses writes (quota,
 * private mode) loses the write instead of breaking sign-in or the cart. `subscribe` listens to the
 * window's `storage` event, which browsers fire for changes made in other tabs. When no
 * usable storage exists it falls back to {@link memoryStorage}.
 *
 * @example
 * const identity = createIdentity(config, { storage: localStorageAdapter() });
 */
export function localStorageAdapter(storage?: Storage): KeyValueStorage {
  let target: Storage | undefined;
  try {
    target = storage ?? globalThis.localStorage;
  } catch {
    target = undefined;
  }
  if (target === undefined || target === null || !isUsable(target)) return memoryStorage();
  const area = target;
  return {
    getItem: (key) => {
      try {
        return area.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        area.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value lives only in the SDK's memory.
      }
    },
    removeItem: (key) => {
      try {
        area.removeItem(key);
      } catch {
        // Storage disabled: nothing to remove.
      }
    },
    subscribe: (listener) => {
      const events = globalThis as unknown as Partial<Pick<Window, 'addEventListener'>> &
        Partial<Pick<Window, 'removeEventListener'>>;
      if (
        typeof events.addEventListener !== 'function' ||
        typeof events.removeEventListener !== 'function'
      ) {
        return () => undefined;
      }
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === area) listener(event.key);
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener?.('storage', onStorage);
    },
  };
}

/**
 * The default storage: `localStorage` in browsers, memory elsewhere (server rendering, Node).
 *
 * @example
 * readCartInfo(defaultStorage())?.itemCount;
 */
export function defaultStorage(): KeyValueStorage {
  let hasLocalStorage = false;
  try {
    hasLocalStorage = typeof globalThis.localStorage !== 'undefined';
  } catch {
    hasLocalStorage = false;
  }
  return hasLocalStorage ? localStorageAdapter() : memoryStorage();
}
