import { describe, expect, it } from 'vitest';
import * as storage from './index';

describe('@storefront/browser-storage public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(storage).sort()).toEqual([
      'CART_ID_STORAGE_KEY',
      'CART_INFO_STORAGE_KEY',
      'PROMO_STORAGE_KEY_PREFIX',
      'STORAGE_KEYS',
      'defaultStorage',
      'localStorageAdapter',
      'memoryStorage',
      'promoStorageKey',
    ]);
  });
});
