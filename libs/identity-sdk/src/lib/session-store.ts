import type { z } from 'zod';
import type { HeldToken } from './held-token';
import { STORAGE_KEYS } from '@storefront/browser-storage';
import type { KeyValueStorage } from '@storefront/browser-storage';

/** The customer session held: its access token (if any) and refresh token (if any). */
export interface UserSession {
  readonly access: HeldToken | null;
  readonly refreshToken: string | null;
}

/** The anonymous session held: its id, token and validation key. */
export interface AnonymousSession {
  readonly id: string;
  readonly access: HeldToken | null;
  readonly validationKey: string | null;
}

/** The stored keys of the customer session. */
export const USER_KEYS = [
  STORAGE_KEYS.userAccessToken,
  STORAGE_KEYS.userRefreshToken,
  STORAGE_KEYS.userRefreshTimer,
] as const;

/** The stored keys of the anonymous session. */
export const ANONYMOUS_KEYS = [
  STORAGE_KEYS.anonymousId,
  STORAGE_KEYS.anonymousServiceKeys,
  STORAGE_KEYS.anonymousValidationKey,
  STORAGE_KEYS.anonymousToken,
  STORAGE_KEYS.anonymousRefreshTimer,
] as const;

/**
 * The session's storage: reads that never throw (an empty or unreadable value is `null`),
 * writes that log instead of throwing, and the stored shape of both sessions.
 *
 * @example
 * const store = createSessionStore(memoryStorage(), console);
 * store.write(STORAGE_KEYS.sessionExpired, 'true');
 */
export interface SessionStore {
  read(key: string): string | null;
  /** Stores `value`; `null` removes the key. */
  write(key: string, value: string | null): void;
  /** The stored JSON when it has the shape of `schema`, else `undefined`. */
  readJson<T>(key: string, schema: z.ZodType<T>): T | undefined;
  clearKeys(keys: readonly string[]): void;
  storeUser(session: UserSession): void;
  storeAnonymous(session: AnonymousSession, serviceKey: string): void;
}

/**
 * Creates the {@link SessionStore} over `storage`.
 *
 * @example
 * createSessionStore(localStorageAdapter(), console).read(STORAGE_KEYS.userAccessToken);
 */
export function createSessionStore(
  storage: KeyValueStorage,
  logger: Pick<Console, 'warn'>,
): SessionStore {
  function read(key: string): string | null {
    try {
      const value = storage.getItem(key);
      return typeof value === 'string' && value !== '' ? value : null;
    } catch {
      return null;
    }
  }

  function write(key: string, value: string | null): void {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch (error) {
      logger.warn(`Could not store ${key}`, error);
    }
  }

  return {
    read,
    write,
    readJson<T>(key: string, schema: z.ZodType<T>): T | undefined {
      const text = read(key);
      if (text === null) return undefined;
      try {
        const result = schema.safeParse(JSON.parse(text));
        return result.success ? result.data : undefined;
      } catch {
        return undefined;
      }
    },
    clearKeys(keys) {
      for (const key of keys) write(key, null);
    },
    storeUser(session) {
      write(STORAGE_KEYS.userAccessToken, session.access?.token ?? null);
      write(STORAGE_KEYS.userRefreshToken, session.refreshToken);
      write(
        STORAGE_KEYS.userRefreshTimer,
        session.access === null ? null : JSON.stringify({ offsetMs: session.access.offsetMs }),
      );
    },
    storeAnonymous(session, serviceKey) {
      write(STORAGE_KEYS.anonymousId, session.id);
      write(STORAGE_KEYS.anonymousToken, session.access?.token ?? null);
      write(STORAGE_KEYS.anonymousValidationKey, session.validationKey);
      write(STORAGE_KEYS.anonymousServiceKeys, JSON.stringify({ [session.id]: serviceKey }));
      write(
        STORAGE_KEYS.anonymousRefreshTimer,
        session.access === null ? null : JSON.stringify({ offsetMs: session.access.offsetMs }),
      );
    },
  };
}
