import { isApiError } from '@storefront/http';
import { localStorageAdapter, type KeyValueStorage } from '@storefront/browser-storage';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartApi } from './api/cart-api';
import type { ApiCart } from './api/cart-schemas';
import type { LineItemDraft } from './api/create-cart';
import type { ShippingMethodChoice } from './api/set-shipping-methods';
import type { CartAddressesUpdate } from './api/update-cart-addresses';
import type { CartPayment } from './api/pay-cart';
import { readStoredCartId, writeCartInfo } from './cart-info';
import { CartError } from './cart-error';
import { transformCart } from './cart-transform';
import type { PlaceOrderOptions } from './place-order';
import type { TransformIssue, TransformedCart } from './transformed-cart';
import {
  CART_UPDATE_MAX_ATTEMPTS,
  VERSION_MISMATCH_MESSAGE,
  isVersionConflict,
} from './version-conflict';

/**
 * Where the cart store is: `idle` before the first read, `loading` while reading, `ready`
 * with the cart (or `null`: no cart yet), `error` when the read failed (`error` says why).
 *
 * @example
 * const status: CartStatus = 'ready';
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * State and actions of the cart store. Every action waits for the ones before it (one change
 * of the cart at a time) and answers the cart after the change. A change sent against a
 * version the cart has left (409) re-reads the cart and decides again; after
 * `CART_UPDATE_MAX_ATTEMPTS` it fails with a `CartError` ECX023 'Please refresh and try again'.
 * Other failures are the call's `ApiError`; the cart shown stays as it was.
 *
 * @example
 * const cart = await store.getState().addLineItems([{ productKey: 'custom-mailer-box', quantity: 250 }]);
 */
export interface CartStoreState {
  status: CartStatus;
  /** The shopper's cart, or `null` when they have none (an empty cart). */
  cart: TransformedCart | null;
  /** Why the last read failed (`status: 'error'`). */
  error: unknown;
  /** Whether a change is being sent. */
  isUpdating: boolean;
  /**
   * Reads the shopper's cart: the stored cart id (following a merge), else the bearer's active
   * cart. `recalculate` re-checks prices, stock and arrival dates (the cart page does).
   */
  load(options?: { recalculate?: boolean }): Promise<TransformedCart | null>;
  /** Adds lines, creating the cart when there is none. The same add sent twice adds once. */
  addLineItems(drafts: LineItemDraft[]): Promise<TransformedCart>;
  changeQuantity(lineItemId: string, quantity: number): Promise<TransformedCart>;
  removeLineItem(lineItemId: string): Promise<TransformedCart>;
  applyCoupon(couponCode: string): Promise<TransformedCart>;
  removeCoupon(): Promise<TransformedCart>;
  setShippingMethods(choices: ShippingMethodChoice[]): Promise<TransformedCart>;
  setAddresses(update: CartAddressesUpdate): Promise<TransformedCart>;
  /**
   * Pays the cart the shopper reviewed (its id and version) and so places the order, then
   * forgets the cart (storage, state, count). A cart the service says was ordered already
   * counts as placed, with that order's id. Every other failure is thrown as it came (map it
   * with `paymentFailureOf`); the cart is kept.
   */
  placeOrder(payment: CartPayment, options?: StorePlaceOrderOptions): Promise<{ orderId: string }>;
  /** Sign-out: forget the cart id, cart info, the cart and its count. */
  reset(): void;
}

/**
 * Options of the store's `placeOrder`: those of {@link placeOrder} but the cart, which is the
 * store's.
 *
 * @example
 * await store.getState().placeOrder(payment, { siteUrl: window.location.origin });
 */
export type StorePlaceOrderOptions = Omit<PlaceOrderOptions, 'cartId' | 'cartVersion' | 'payment'>;

/**
 * A cart store made by {@link createCartStore}.
 *
 * @example
 * const count = (store: CartStore) => store.getState().cart?.itemCount ?? 0;
 */
export type CartStore = StoreApi<CartStoreState>;

/**
 * Options of {@link createCartStore}.
 *
 * @example
 * const options: CreateCartStoreOptions = { api, onCountChange: (count) => setCartCount(count) };
 */
export interface CreateCartStoreOptions {
  api: CartApi;
  /** Where the cart id and info are kept; `localStorage` by default (memory when unusable). */
  storage?: KeyValueStorage | null;
  /** Called with the number of lines whenever it may have changed (the header's count). */
  onCountChange?: (count: number) => void;
  /** Receives malformed custom fields (reported, shown as empty or zero). */
  logger?: { warn(message: string, details?: unknown): void };
  /**
   * Whether the service may hold a cart this browser keeps no id for: a signed-in customer's,
   * started on another device. When it says no and no cart id is stored, the store does not
   * ask the service for the shopper's cart (`get-user-cart` would answer 404: an anonymous
   * visitor's cart is always the one whose id this browser stored). Asks when not given.
   */
  mayHoldUnknownCart?: () => boolean;
}

function normalised(value: unknown): string {
  return String(value ?? '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

function matchesDraft(line: ApiCart['lineItems'][number], draft: LineItemDraft): boolean {
  if (line.productKey !== draft.productKey || line.quantity !== draft.quantity) return false;
  const attributes = line.attributes ?? {};
  return Object.entries(draft.attributes ?? {}).every(
    ([name, value]) => normalised(attributes[name]) === normalised(value),
  );
}

/** Whether every draft has a line in `cart` that was not there before the add. */
function alreadyAdded(cart: ApiCart, before: ReadonlySet<string>, drafts: LineItemDraft[]) {
  const fresh = cart.lineItems.filter((line) => !before.has(line.id));
  const used = new Set<string>();
  return drafts.every((draft) => {
    const match = fresh.find((line) => !used.has(line.id) && matchesDraft(line, draft));
    if (match) used.add(match.id);
    return match !== undefined;
  });
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

function isCartGone(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || (error.status === 400 && error.serviceCode === 'CartNotActive'))
  );
}

function activeCartOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.serviceCode !== 'ActiveCartExists') return undefined;
  const body = error.body as { cartId?: unknown } | undefined;
  return typeof body?.cartId === 'string' ? body.cartId : undefined;
}

type Step = ((cart: ApiCart | null) => Promise<ApiCart>) | null;

/**
 * Creates the cart store of one storefront app (a zustand store; give it to
 * `CartStoreProvider`). It keeps the cart id and cart info in storage and reports the line
 * count through `onCountChange` (the global cart count).
 *
 * @example
 * const store = createCartStore({ api, onCountChange: setCartCount });
 * await store.getState().load({ recalculate: true });
 */
export function createCartStore(options: CreateCartStoreOptions): CartStore {
  const { api, onCountChange, mayHoldUnknownCart = () => true } = options;
  const storage = options.storage === undefined ? localStorageAdapter() : options.storage;
  const logger = options.logger ?? console;
  let current: ApiCart | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const pendingAdds = new Map<string, Promise<TransformedCart>>();

  const store = createStore<CartStoreState>()((set) => {
    function enqueue<T>(task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    }

    function onIssue(issue: TransformIssue) {
      logger.warn('A custom field of the cart is malformed; it is shown as empty', issue);
    }

    function apply(next: ApiCart | null): TransformedCart | null {
      const usable = next && next.cartState === 'Active' ? next : null;
      current = usable;
      const cart = usable ? transformCart(usable, { onIssue }) : null;
      writeCartInfo(
        storage,
        cart ? { cartId: cart.id, version: cart.version, itemCount: cart.itemCount } : null,
      );
      set({ cart, status: 'ready', error: null });
      onCountChange?.(cart?.itemCount ?? 0);
      return cart;
    }

    async function readOrNull(cartId: string, recalculate: boolean): Promise<ApiCart | null> {
      try {
        return await api.getCart(cartId, { recalculate });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    }

    async function resolveCart(recalculate: boolean): Promise<ApiCart | null> {
      const storedId = current?.id ?? readStoredCartId(storage);
      let cart = storedId ? await readOrNull(storedId, recalculate) : null;
      if (cart?.cartState === 'Merged' && cart.mergedIntoCartId) {
        cart = await readOrNull(cart.mergedIntoCartId, recalculate);
      }
      if (cart && cart.cartState === 'Active') return cart;
      if (!storedId && !mayHoldUnknownCart()) return null;
      let userCart: ApiCart | null;
      try {
        userCart = await api.getUserCart();
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return recalculate ? api.getCart(userCart.id, { recalculate: true }) : userCart;
    }

    async function mutate(decide: (cart: ApiCart | null) => Step): Promise<TransformedCart> {
      set({ isUpdating: true });
      try {
        let cart = current ?? (await resolveCart(false));
        for (let attempt = 1; attempt <= CART_UPDATE_MAX_ATTEMPTS; attempt += 1) {
          const step = decide(cart);
          if (step === null) {
            const unchanged = apply(cart);
            if (unchanged) return unchanged;
            throw new CartError({ code: 'ECX023', message: VERSION_MISMATCH_MESSAGE });
          }
          try {
            return apply(await step(cart)) as TransformedCart;
          } catch (error) {
            const existing = activeCartOf(error);
            if (existing) {
              cart = await readOrNull(existing, false);
            } else if (isVersionConflict(error) && cart) {
              cart = await readOrNull(cart.id, false);
            } else if (isCartGone(error)) {
              current = null;
              writeCartInfo(storage, null);
              cart = await resolveCart(false);
            } else {
              throw error;
            }
            apply(cart);
          }
        }
        throw new CartError({ code: 'ECX023', message: VERSION_MISMATCH_MESSAGE });
      } finally {
        set({ isUpdating: false });
      }
    }

    const requireCart =
      (change: (cart: ApiCart) => Step) =>
      (cart: ApiCart | null): Step => {
        if (!cart) {
          throw new CartError({ code: 'ECX023', message: VERSION_MISMATCH_MESSAGE });
        }
        return change(cart);
      };

    return {
      status: 'idle',
      cart: null,
      error: null,
      isUpdating: false,

      load: ({ recalculate = false } = {}) =>
        enqueue(async () => {
          set({ status: 'loading' });
          try {
            return apply(await resolveCart(recalculate));
          } catch (error) {
            set({ status: 'error', error });
            throw error;
          }
        }),

      addLineItems(drafts) {
        const key = JSON.stringify(drafts);
        const pending = pendingAdds.get(key);
        if (pending) return pending;
        const before = new Set((current?.lineItems ?? []).map((line) => line.id));
        const run = enqueue(() =>
          mutate((cart) => {
            if (cart && alreadyAdded(cart, before, drafts)) return null;
            return (latest) =>
              latest
                ? api.createCart({ cartId: latest.id, version: latest.version, lineItems: drafts })
                : api.createCart({ lineItems: drafts });
          }),
        ).finally(() => pendingAdds.delete(key));
        pendingAdds.set(key, run);
        return run;
      },

      changeQuantity: (lineItemId, quantity) =>
        enqueue(() =>
          mutate(
            requireCart((cart) => {
              const line = cart.lineItems.find((candidate) => candidate.id === lineItemId);
              if (!line || line.quantity === quantity) return null;
              return () =>
                api.updateLineItems(cart.id, cart.version, [
                  { action: 'changeLineItemQuantity', lineItemId, quantity },
                ]);
            }),
          ),
        ),

      removeLineItem: (lineItemId) =>
        enqueue(() =>
          mutate(
            requireCart((cart) => {
              if (!cart.lineItems.some((line) => line.id === lineItemId)) return null;
              return () =>
                api.updateLineItems(cart.id, cart.version, [
                  { action: 'removeLineItem', lineItemId },
                ]);
            }),
          ),
        ),

      applyCoupon: (couponCode) =>
        enqueue(() =>
          mutate(
            requireCart((cart) => {
              const applied =
                normalised(cart.couponCode) === normalised(couponCode) &&
                cart.discount?.isValid === true;
              if (applied) return null;
              return () => api.applyCoupon(cart.id, cart.version, couponCode.trim());
            }),
          ),
        ),

      removeCoupon: () =>
        enqueue(() =>
          mutate(
            requireCart((cart) => {
              if (!cart.couponCode) return null;
              return () => api.removeCoupon(cart.id, cart.version);
            }),
          ),
        ),

      setShippingMethods: (choices) =>
        enqueue(() =>
          mutate(
            requireCart((cart) => {
              const unchanged = choices.every(
                (choice) =>
                  cart.customLineItems.find((line) => line.lineItemId === choice.lineItemId)
                    ?.eCommerceDeliveryOptionId === choice.eCommerceDeliveryOptionId,
              );
              if (unchanged) return null;
              return () => api.setShippingMethods(cart.id, cart.version, choices);
            }),
          ),
        ),

      setAddresses: (update) =>
        enqueue(() =>
          mutate(
            requireCart((cart) => () => api.updateCartAddresses(cart.id, cart.version, update)),
          ),
        ),

      placeOrder: (payment, placeOptions = {}) =>
        enqueue(async () => {
          const cart = current;
          if (!cart) throw new CartError({ code: 'ECX023', message: VERSION_MISMATCH_MESSAGE });
          // Paying is the checkout's: its code (and the orders polling) loads when it is used,
          // not with the store every page with an add-to-cart button creates.
          const { placeOrderOnce } = await import('./place-order');
          const { orderId } = await placeOrderOnce(api, {
            ...placeOptions,
            cartId: cart.id,
            cartVersion: cart.version,
            payment,
          });
          current = null;
          writeCartInfo(storage, null);
          set({ cart: null, status: 'ready', error: null });
          onCountChange?.(0);
          return { orderId };
        }),

      reset() {
        current = null;
        writeCartInfo(storage, null);
        set({ cart: null, status: 'idle', error: null });
        onCountChange?.(0);
      },
    };
  });
  return store;
}
