import type { KeyValueStorage } from '@storefront/browser-storage';
import { nanoid } from 'nanoid';
import { ANALYTICS_STORAGE_KEYS, readStoredId } from './analytics-storage';

/**
 * Who the events are about: the anonymous id (`ajs_anonymous_id`, a nanoid made on first use)
 * and, once identified, the user id (`ajs_user_id`), both kept in the client's storage. Reads
 * and writes go to storage every time, so another tab's `reset()` (its answer to a sign-out) is
 * seen at once. A storage that throws on reads makes these throw; the client reports that.
 *
 * @example
 * const ids = createAnalyticsIds(memoryStorage());
 * ids.setUserId('cus_123');
 * ids.current(); // { anonymousId: 'V1StGXR8_Z5jdHi6B-myT', userId: 'cus_123' }
 */
export interface AnalyticsIds {
  /** The stored anonymous id, created and stored when there is none. */
  anonymousId(): string;
  /** The stored user id, or null. */
  userId(): string | null;
  /** Both ids as a message carries them (`userId` only when there is one). */
  current(): { anonymousId: string; userId?: string };
  /** Stores the identified customer's id. */
  setUserId(userId: string): void;
  /** Sign-out: forgets the user id and stores a new anonymous id. */
  reset(): void;
}

/**
 * Creates the {@link AnalyticsIds} kept in `storage`.
 *
 * @example
 * const ids = createAnalyticsIds(window.localStorage);
 * ids.anonymousId(); // the same id on every page of this browser
 */
export function createAnalyticsIds(storage: KeyValueStorage): AnalyticsIds {
  const anonymousId = (): string => {
    const stored = readStoredId(storage, ANALYTICS_STORAGE_KEYS.anonymousId);
    if (stored !== null) return stored;
    const created = nanoid();
    try {
      storage.setItem(ANALYTICS_STORAGE_KEYS.anonymousId, created);
    } catch {
      // Not kept across pages; still one id for this page's events.
    }
    return created;
  };

  const userId = (): string | null => readStoredId(storage, ANALYTICS_STORAGE_KEYS.userId);

  return {
    anonymousId,
    userId,
    current: () => {
      const user = userId();
      return { anonymousId: anonymousId(), ...(user === null ? {} : { userId: user }) };
    },
    setUserId: (id) => storage.setItem(ANALYTICS_STORAGE_KEYS.userId, id),
    reset: () => {
      storage.removeItem(ANALYTICS_STORAGE_KEYS.userId);
      storage.setItem(ANALYTICS_STORAGE_KEYS.anonymousId, nanoid());
    },
  };
}
