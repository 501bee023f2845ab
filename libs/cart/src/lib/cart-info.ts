import {
  CART_ID_STORAGE_KEY,
  CART_INFO_STORAGE_KEY,
  type KeyValueStorage,
} from '@storefront/browser-storage';

/**
 * What is stored about the cart so the header can show the count before the cart is read.
 *
 * @example
 * const info: CartInfo = { cartId: 'cart_1', version: 3, itemCount: 2 };
 */
export interface CartInfo {
  cartId: string;
  version: number;
  itemCount: number;
}

/**
 * The stored cart info, or `null` when there is none or it is not readable.
 *
 * @example
 * const count = readCartInfo(localStorage)?.itemCount ?? 0;
 */
export function readCartInfo(storage: KeyValueStorage | null | undefined): CartInfo | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CART_INFO_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CartInfo> | null;
    if (
      value &&
      typeof value.cartId === 'string' &&
      Number.isInteger(value.version) &&
      Number.isInteger(value.itemCount) &&
      (value.itemCount as number) >= 0
    ) {
      return {
        cartId: value.cartId,
        version: value.version as number,
        itemCount: value.itemCount as number,
      };
    }
  } catch {
    // A broken entry is treated as none; the cart is read from the service again.
  }
  return null;
}

/**
 * The stored cart id, or `null`.
 *
 * @example
 * readStoredCartId(localStorage); // 'cart_…'
 */
export function readStoredCartId(storage: KeyValueStorage | null | undefined): string | null {
  try {
    const id = storage?.getItem(CART_ID_STORAGE_KEY) ?? null;
    return id && id.trim() !== '' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Stores the cart's id and info (or removes both for `null`).
 *
 * @example
 * writeCartInfo(localStorage, { cartId: cart.id, version: cart.version, itemCount: cart.itemCount });
 */
export function writeCartInfo(
  storage: KeyValueStorage | null | undefined,
  info: CartInfo | null,
): void {
  if (!storage) return;
  try {
    if (info === null) {
      storage.removeItem(CART_ID_STORAGE_KEY);
      storage.removeItem(CART_INFO_STORAGE_KEY);
      return;
    }
    storage.setItem(CART_ID_STORAGE_KEY, info.cartId);
    storage.setItem(CART_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Storage full or disabled: the cart is still read from the service by the shopper's token.
  }
}
