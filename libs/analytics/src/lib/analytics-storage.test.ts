import { memoryStorage, STORAGE_KEYS } from '@storefront/browser-storage';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_STORAGE_KEYS, readStoredId } from './analytics-storage';

describe('ANALYTICS_STORAGE_KEYS', () => {
  it('are the analytics keys of the identity SDK, so its sign-out clears the user id here', () => {
    expect(ANALYTICS_STORAGE_KEYS.userId).toBe(STORAGE_KEYS.analyticsUserId);
    expect(ANALYTICS_STORAGE_KEYS.anonymousId).toBe(STORAGE_KEYS.analyticsAnonymousId);
  });
});

describe('readStoredId', () => {
  it('reads plain and JSON-encoded ids, and an empty value as none', () => {
    const storage = memoryStorage({
      a: 'plain',
      b: '"quoted"',
      c: '',
      d: '""',
      e: '"broken',
    });

    expect(['a', 'b', 'c', 'd', 'e', 'missing'].map((key) => readStoredId(storage, key))).toEqual([
      'plain',
      'quoted',
      null,
      null,
      '"broken',
      null,
    ]);
  });
});
