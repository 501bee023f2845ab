import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StorefrontConfig } from '@storefront/content';

/**
 * The storefront's global state (spec: cartCount, tenantId, resellerAccountId,
 * businessAccountId, storefrontId, edoGroupId, referrerURL). Ids are `null` until the
 * storefront config is applied.
 *
 * @example
 * const data: StorefrontStateData = { ...EMPTY_STOREFRONT_STATE, cartCount: 2 };
 */
export interface StorefrontStateData {
  /** Number of items in the cart badge. */
  readonly cartCount: number;
  readonly tenantId: string | null;
  /** The storefront config's `accountId`. */
  readonly resellerAccountId: string | null;
  /** The storefront config's `companyId`. */
  readonly businessAccountId: string | null;
  readonly storefrontId: string | null;
  readonly edoGroupId: string | null;
  /** The page the shopper came from (`document.referrer` at start-up), if any. */
  readonly referrerURL: string | null;
}

/**
 * The actions of the storefront state store.
 *
 * @example
 * const { setCartCount } = store.getState();
 * setCartCount(3);
 */
export interface StorefrontStateActions {
  /**
   * Copies the storefront config into the state: `tenantId`, `storefrontId` and `edoGroupId`
   * as they are, `accountId` → `resellerAccountId`, `companyId` → `businessAccountId`.
   */
  applyStorefrontConfig(config: StorefrontConfig): void;
  /** Sets the cart badge count; negative or fractional counts are refused with a RangeError. */
  setCartCount(count: number): void;
  /** Sets (or clears with `null`) the URL the shopper came from. */
  setReferrerURL(url: string | null): void;
  /** Back to zero items in the cart (spec: sign-out resets the cart count). */
  resetCartCount(): void;
}

/**
 * The state of {@link createStorefrontStateStore}: data and actions.
 *
 * @example
 * const count = (state: StorefrontState) => state.cartCount;
 */
export type StorefrontState = StorefrontStateData & StorefrontStateActions;

/**
 * A store made by {@link createStorefrontStateStore} (a zustand vanilla store).
 *
 * @example
 * const unsubscribe = store.subscribe((state) => render(state.cartCount));
 */
export type StorefrontStateStore = StoreApi<StorefrontState>;

/**
 * The state before anything is known: an empty cart and no ids.
 *
 * @example
 * EMPTY_STOREFRONT_STATE.cartCount; // 0
 */
export const EMPTY_STOREFRONT_STATE: StorefrontStateData = Object.freeze({
  cartCount: 0,
  tenantId: null,
  resellerAccountId: null,
  businessAccountId: null,
  storefrontId: null,
  edoGroupId: null,
  referrerURL: null,
});

/**
 * The part of the global state that comes from the storefront config (see
 * {@link StorefrontStateActions.applyStorefrontConfig} for the mapping).
 *
 * @example
 * storefrontStateFromConfig(config).resellerAccountId === config.accountId; // true
 */
export function storefrontStateFromConfig(
  config: StorefrontConfig,
): Pick<
  StorefrontStateData,
  'tenantId' | 'storefrontId' | 'resellerAccountId' | 'businessAccountId' | 'edoGroupId'
> {
  return {
    tenantId: config.tenantId,
    storefrontId: config.storefrontId,
    resellerAccountId: config.accountId,
    businessAccountId: config.companyId,
    edoGroupId: config.edoGroupId,
  };
}

function assertCartCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`cartCount must be a whole number of at least 0, got ${count}`);
  }
}

/**
 * Creates the store of the storefront's global state, one per app (never a module-level
 * singleton). The React entry provides it with `StorefrontStateProvider`.
 *
 * @example
 * const store = createStorefrontStateStore({ referrerURL: document.referrer || null });
 * store.getState().applyStorefrontConfig(await getStorefrontConfig(client));
 * store.getState().resellerAccountId; // 'acc-boxup-0001'
 */
export function createStorefrontStateStore(
  initial: Partial<StorefrontStateData> = {},
): StorefrontStateStore {
  const data: StorefrontStateData = { ...EMPTY_STOREFRONT_STATE, ...initial };
  assertCartCount(data.cartCount);
  return createStore<StorefrontState>()((set) => ({
    ...data,
    applyStorefrontConfig: (config) => set(storefrontStateFromConfig(config)),
    setCartCount: (count) => {
      assertCartCount(count);
      set({ cartCount: count });
    },
    setReferrerURL: (url) => set({ referrerURL: url === '' ? null : url }),
    resetCartCount: () => set({ cartCount: 0 }),
  }));
}
