// The cart's two keys in a module of their own: the header's cart count reads them on every
// page, and the rest of the table (`storage-keys.ts`) stays with the code that uses it.

/**
 * Id of the current cart: `STORAGE_KEYS.cartId`, also on its own for code that reads only the
 * cart (the header's cart count), so a page's first load does not carry the whole table.
 *
 * @example
 * localStorage.getItem(CART_ID_STORAGE_KEY);
 */
export const CART_ID_STORAGE_KEY = 'storefront.cart.id';

/**
 * Summary of the current cart (`{ cartId, version, itemCount }` as JSON): `STORAGE_KEYS.cartInfo`,
 * also on its own (see {@link CART_ID_STORAGE_KEY}).
 *
 * @example
 * localStorage.getItem(CART_INFO_STORAGE_KEY);
 */
export const CART_INFO_STORAGE_KEY = 'storefront.cart.info';
