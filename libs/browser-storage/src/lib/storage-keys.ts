import { CART_ID_STORAGE_KEY, CART_INFO_STORAGE_KEY } from './cart-storage-keys';

/**
 * The names under which the storefront keeps session data in browser storage (spec, section
 * 3). Identity and cart keys share the `storefront.` prefix so they can be found and cleared
 * together; the two analytics ids use the keys of Segment's analytics.js (`ajs_user_id`,
 * `ajs_anonymous_id`) so the storefront and the analytics library read the same values.
 *
 * @example
 * localStorage.getItem(STORAGE_KEYS.userAccessToken);
 * localStorage.removeItem(STORAGE_KEYS.cartId);
 */
export const STORAGE_KEYS = {
  /** The signed-in customer's access token. */
  userAccessToken: 'storefront.identity.userAccessToken',
  /** The signed-in customer's refresh token. */
  userRefreshToken: 'storefront.identity.userRefreshToken',
  /** The anonymous visitor's token. */
  anonymousToken: 'storefront.identity.anonymousToken',
  /** The anonymous visitor's id. */
  anonymousId: 'storefront.identity.anonymousId',
  /** JSON map from anonymous id to the anonymous service key it was issued for. */
  anonymousServiceKeys: 'storefront.identity.anonymousServiceKeys',
  /** The anonymous validation key used to refresh the anonymous token. */
  anonymousValidationKey: 'storefront.identity.anonymousValidationKey',
  /** When the customer's token refresh is next due. */
  userRefreshTimer: 'storefront.identity.userRefreshTimer',
  /** When the anonymous token refresh is next due. */
  anonymousRefreshTimer: 'storefront.identity.anonymousRefreshTimer',
  /** Id of the current cart. */
  cartId: CART_ID_STORAGE_KEY,
  /** Summary of the current cart (count and the like). */
  cartInfo: CART_INFO_STORAGE_KEY,
  /** The template being worked on in the template maker. */
  templateObject: 'storefront.designs.templateObject',
  /** Analytics user id (Segment's key). */
  analyticsUserId: 'ajs_user_id',
  /** Analytics anonymous id (Segment's key). */
  analyticsAnonymousId: 'ajs_anonymous_id',
  /** Analytics events not yet accepted by the sink (JSON), so a reload loses none of them. */
  analyticsQueue: 'storefront.analytics.queue',
  /** Set after sign-in so the next page shows 'Logged in successfully' once. */
  showLoginNotification: 'storefront.identity.showLoginNotification',
  /**
   * Set when the customer's session ended because its refresh token was expired or rejected,
   * so the login page can say 'Your session has expired. Please log in again.'; cleared by the
   * next sign-in or sign-out.
   */
  sessionExpired: 'storefront.identity.sessionExpired',
} as const;

/**
 * The name of one stored value, e.g. `'cartId'`.
 *
 * @example
 * const name: StorageKeyName = 'anonymousId';
 */
export type StorageKeyName = keyof typeof STORAGE_KEYS;

/**
 * One browser storage key, e.g. `'storefront.cart.id'`.
 *
 * @example
 * const key: StorageKey = STORAGE_KEYS.cartInfo;
 */
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];

/**
 * The prefix of the promotion entries kept per visitor: `storefront.promo.<id>`, where `<id>`
 * is the anonymous id before sign-in and the customer's canonical id after it.
 *
 * @example
 * localStorage.getItem(`${PROMO_STORAGE_KEY_PREFIX}${anonymousId}`);
 */
export const PROMO_STORAGE_KEY_PREFIX = 'storefront.promo.';

/**
 * The storage key of a visitor's promotion entry. On sign-in the SDK moves the entry of the
 * anonymous id to the customer's canonical id.
 *
 * @example
 * promoStorageKey('V1StGXR8_Z5jdHi6B-myT'); // 'storefront.promo.V1StGXR8_Z5jdHi6B-myT'
 */
export function promoStorageKey(visitorId: string): string {
  return `${PROMO_STORAGE_KEY_PREFIX}${visitorId}`;
}
