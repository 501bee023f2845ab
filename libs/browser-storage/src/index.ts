// Public API of @storefront/browser-storage: the names under which the storefront's libraries
// keep what outlives a page load (one table, spec section 3), and the key-value storage they
// read and write it through (localStorage that never throws, or memory).
//
// Each library reads and clears only its own keys: identity its session, the cart store its id
// and info, analytics its ids and queue. Nothing here knows what a session or a cart is.
export { defaultStorage, localStorageAdapter, memoryStorage } from './lib/key-value-storage';
export type { KeyValueStorage } from './lib/key-value-storage';
export { CART_ID_STORAGE_KEY, CART_INFO_STORAGE_KEY } from './lib/cart-storage-keys';
export { PROMO_STORAGE_KEY_PREFIX, STORAGE_KEYS, promoStorageKey } from './lib/storage-keys';
export type { StorageKey, StorageKeyName } from './lib/storage-keys';
