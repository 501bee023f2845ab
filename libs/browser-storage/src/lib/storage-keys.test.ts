import { describe, expect, it } from 'vitest';
import { PROMO_STORAGE_KEY_PREFIX, STORAGE_KEYS, promoStorageKey } from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('names every stored value of the spec', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual([
      'analyticsAnonymousId',
      'analyticsQueue',
      'analyticsUserId',
      'anonymousId',
      'anonymousRefreshTimer',
      'anonymousServiceKeys',
      'anonymousToken',
      'anonymousValidationKey',
      'cartId',
      'cartInfo',
      'sessionExpired',
      'showLoginNotification',
      'templateObject',
      'userAccessToken',
      'userRefreshTimer',
      'userRefreshToken',
    ]);
  });

  it('uses a different key for every value', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('prefixes storefront keys and uses Segment keys for analytics', () => {
    const { analyticsUserId, analyticsAnonymousId, ...storefront } = STORAGE_KEYS;
    expect(analyticsUserId).toBe('ajs_user_id');
    expect(analyticsAnonymousId).toBe('ajs_anonymous_id');
    for (const key of Object.values(storefront))
      expect(key).toMatch(/^storefront\.[a-z]+\.[A-Za-z]+$/);
  });
});

describe('promoStorageKey', () => {
  it('keys the promotion entry by visitor id', () => {
    expect(promoStorageKey('abc')).toBe('storefront.promo.abc');
    expect(promoStorageKey('abc').startsWith(PROMO_STORAGE_KEY_PREFIX)).toBe(true);
  });
});
