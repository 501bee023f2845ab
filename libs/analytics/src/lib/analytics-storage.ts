/**
 * Where the analytics ids and the unsent events live between page loads: a string key-value
 * store with the `localStorage` method names.
 *
 * @example
 * const storage: AnalyticsStorage = window.localStorage;
 */
export interface AnalyticsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The browser storage keys of the analytics library (spec, section 3: "analytics user id,
 * analytics anonymous id"). The two ids use the keys of Segment's analytics.js, the same ones
 * `STORAGE_KEYS.analyticsUserId` / `analyticsAnonymousId` of `@storefront/identity-sdk` name,
 * so identity's sign-out (which removes the user id) and this library agree. `queue` holds the
 * events not yet accepted by the sink.
 *
 * @example
 * localStorage.getItem(ANALYTICS_STORAGE_KEYS.anonymousId); // 'V1StGXR8_Z5jdHi6B-myT'
 */
export const ANALYTICS_STORAGE_KEYS = {
  /** The signed-in customer's id, set by `identify()` and removed by `reset()`. */
  userId: 'ajs_user_id',
  /** The visitor's anonymous id (a 21-character nanoid), replaced by `reset()`. */
  anonymousId: 'ajs_anonymous_id',
  /** Events waiting to be sent (JSON), so a reload or a closed tab loses none of them. */
  queue: 'storefront.analytics.queue',
} as const;

/**
 * An {@link AnalyticsStorage} in memory, for tests, server rendering and browsers that refuse
 * `localStorage` (private modes with storage disabled).
 *
 * @example
 * const storage = memoryAnalyticsStorage({ ajs_user_id: 'cus_123' });
 * storage.getItem('ajs_user_id'); // 'cus_123'
 */
export function memoryAnalyticsStorage(
  initial: Readonly<Record<string, string>> = {},
): AnalyticsStorage {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** `localStorage` when it exists and accepts writes, else a memory storage. */
export function defaultAnalyticsStorage(): AnalyticsStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = 'storefront.analytics.probe';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Storage disabled or full: keep the ids for this page only.
  }
  return memoryAnalyticsStorage();
}

/**
 * Reads an id. analytics.js stored ids JSON-encoded (`"abc"` with the quotes); both forms are
 * read, and an empty value counts as absent.
 */
export function readStoredId(storage: AnalyticsStorage, key: string): string | null {
  const raw = storage.getItem(key);
  if (raw === null || raw === '') return null;
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') return parsed === '' ? null : parsed;
    } catch {
      // Not JSON after all: use it as it is.
    }
  }
  return raw;
}
