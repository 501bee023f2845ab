import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageAdapter, memoryStorage } from './key-value-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('memoryStorage', () => {
  it('stores, reads and removes strings', () => {
    const storage = memoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBe('2');
  });

  it('tells subscribers of real changes only', () => {
    const storage = memoryStorage();
    const seen: Array<string | null> = [];
    const stop = storage.subscribe?.((key) => seen.push(key));
    storage.setItem('a', '1');
    storage.setItem('a', '1');
    storage.removeItem('a');
    storage.removeItem('a');
    stop?.();
    storage.setItem('b', '1');
    expect(seen).toEqual(['a', 'a']);
  });

  it('keeps instances apart', () => {
    const one = memoryStorage();
    memoryStorage().setItem('a', '1');
    expect(one.getItem('a')).toBeNull();
  });
});

describe('localStorageAdapter', () => {
  it('reads and writes localStorage', () => {
    const storage = localStorageAdapter();
    storage.setItem('storefront.cart.id', 'cart-1');
    expect(localStorage.getItem('storefront.cart.id')).toBe('cart-1');
    storage.removeItem('storefront.cart.id');
    expect(storage.getItem('storefront.cart.id')).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    const storage = localStorageAdapter();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
  });

  it('falls back to memory when localStorage is unusable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    const storage = localStorageAdapter();
    vi.restoreAllMocks();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(localStorage.getItem('a')).toBeNull();
  });

  it('reports changes made by other tabs (the storage event)', () => {
    const storage = localStorageAdapter();
    const seen: Array<string | null> = [];
    const stop = storage.subscribe?.((key) => seen.push(key));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'storefront.identity.userAccessToken',
        storageArea: localStorage,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'x', storageArea: sessionStorage }));
    stop?.();
    window.dispatchEvent(new StorageEvent('storage', { key: 'y', storageArea: localStorage }));
    expect(seen).toEqual(['storefront.identity.userAccessToken']);
  });
});
