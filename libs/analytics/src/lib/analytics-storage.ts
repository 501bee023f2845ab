import { STORAGE_KEYS, type KeyValueStorage } from '@storefront/browser-storage';

/**
 * The browser storage keys of the analytics library (spec, section 3: "analytics user id,
 * analytics anonymous id"), from the storefront's one table in `@storefront/browser-storage`.
 * The two ids use the keys of Segment's analytics.js. `queue` holds the events not yet
 * accepted by the sink.
 *
 * @example
 * localStorage.getItem(ANALYTICS_STORAGE_KEYS.anonymousId); // 'V1StGXR8_Z5jdHi6B-myT'
 */
export const ANALYTICS_STORAGE_KEYS = {
  /** The signed-in customer's id, set by `identify()` and removed by `reset()`. */
  userId: STORAGE_KEYS.analyticsUserId,
  /** The visitor's anonymous id (a 21-character nanoid), replaced by `reset()`. */
  anonymousId: STORAGE_KEYS.analyticsAnonymousId,
  /** Events waiting to be sent (JSON), so a reload or a closed tab loses none of them. */
  queue: STORAGE_KEYS.analyticsQueue,
} as const;

/**
 * Reads an id. analytics.js stored ids JSON-encoded (`"abc"` with the quotes); both forms are
 * read, and an empty value counts as absent.
 */
export function readStoredId(storage: KeyValueStorage, key: string): string | null {
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
