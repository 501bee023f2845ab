// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import type { CartApi } from './api/cart-api';
import {
  CART_ID_STORAGE_KEY,
  CART_INFO_STORAGE_KEY,
  memoryStorage,
} from '@storefront/browser-storage';
import { readCartInfo } from './cart-info';
import { createCartStore } from './cart-store';
import {
  ARLINGTON,
  anonymousShopper,
  cartApiFor,
  newCustomer,
  signIn,
  type Shopper,
} from './testing/sandbox-shopper';

const sandbox = sandboxPerFile();

const MAILERS = { productKey: 'custom-mailer-box', quantity: 250 };
const SAMPLE = {
  productKey: 'custom-mailer-box-sample',
  quantity: 1,
  attributes: { Size: '9x6x3' },
};

async function storeFor(shopper?: Shopper) {
  const who = shopper ?? (await anonymousShopper(sandbox));
  const api = cartApiFor(sandbox, who);
  const storage = memoryStorage();
  const counts: number[] = [];
  const store = createCartStore({
    api,
    storage,
    onCountChange: (count) => counts.push(count),
    logger: { warn: () => {} },
  });
  return { store, api, storage, counts, shopper: who };
}

describe('createCartStore', () => {
  it('loads no cart for a new shopper, then creates one with the first add', async () => {
    const { store, storage, counts } = await storeFor();
    expect(await store.getState().load()).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'ready', cart: null });
    const cart = await store.getState().addLineItems([MAILERS]);
    expect(cart.lines).toHaveLength(1);
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBe(cart.id);
    expect(readCartInfo(storage)).toEqual({ cartId: cart.id, version: cart.version, itemCount: 1 });
    expect(counts.at(-1)).toBe(1);
  });

  it('does not ask the service for a cart it cannot hold for this shopper', async () => {
    const { api } = await storeFor();
    const getUserCart = vi.spyOn(api, 'getUserCart');
    const store = createCartStore({
      api,
      storage: memoryStorage(),
      mayHoldUnknownCart: () => false,
    });
    expect(await store.getState().load()).toBeNull();
    expect(getUserCart).not.toHaveBeenCalled();
    // A stored cart id is still read, and an add still creates the cart.
    const cart = await store.getState().addLineItems([MAILERS]);
    expect(await store.getState().load()).toMatchObject({ id: cart.id, itemCount: 1 });
    expect(getUserCart).not.toHaveBeenCalled();
  });

  it('adds a double-clicked add once', async () => {
    const { store } = await storeFor();
    await store.getState().addLineItems([MAILERS]);
    const [first, second] = await Promise.all([
      store.getState().addLineItems([SAMPLE]),
      store.getState().addLineItems([SAMPLE]),
    ]);
    expect(first).toBe(second);
    expect(first.lines.map((line) => line.productKey)).toEqual([
      'custom-mailer-box',
      'custom-mailer-box-sample',
    ]);
  });

  it('adds once when the same add reaches the service from two places (409, then re-read)', async () => {
    const { store, api } = await storeFor();
    const cart = await store.getState().addLineItems([MAILERS]);
    // Another tab of the same shopper sends the same add at the version this tab knows.
    const gable = { productKey: 'custom-gable-box', quantity: 50, attributes: { Size: '8x4x8' } };
    await api.createCart({ cartId: cart.id, version: cart.version, lineItems: [gable] });
    const after = await store.getState().addLineItems([gable]);
    expect(after.lines.filter((line) => line.productKey === gable.productKey)).toHaveLength(1);
    // A later add of the same product is a new decision of the shopper: it adds again.
    const again = await store.getState().addLineItems([gable]);
    expect(again.lines.filter((line) => line.productKey === gable.productKey)).toHaveLength(2);
  });

  it('re-reads the cart and decides again when the version moved on', async () => {
    const { store, api } = await storeFor();
    const cart = await store.getState().addLineItems([MAILERS]);
    const lineItemId = cart.lines[0]!.id;
    // A change behind the store's back (another tab): the store's version is stale now.
    await api.applyCoupon(cart.id, cart.version, 'FIRSTRUN10');
    const changed = await store.getState().changeQuantity(lineItemId, 500);
    expect(changed.lines[0]?.quantity).toBe(500);
    expect(changed.couponDetails.couponCode).toBe('FIRSTRUN10');
    expect(changed.version).toBe(cart.version + 2);
    // Removing a line another tab already removed is done, not an error.
    await api.updateLineItems(changed.id, changed.version, [
      { action: 'removeLineItem', lineItemId },
    ]);
    const removed = await store.getState().removeLineItem(lineItemId);
    expect(removed.lines).toEqual([]);
  });

  it('asks to refresh only after the retries keep meeting newer versions', async () => {
    const shopper = await anonymousShopper(sandbox);
    const real = cartApiFor(sandbox, shopper);
    const rival = cartApiFor(sandbox, shopper);
    // Every change this store sends is overtaken by a real change from another tab first.
    let overtakes = 0;
    const api: CartApi = {
      ...real,
      updateLineItems: async (cartId, version, actions) => {
        const latest = await rival.getCart(cartId);
        overtakes += 1;
        await rival.updateLineItems(cartId, latest.version, [
          {
            action: 'changeLineItemQuantity',
            lineItemId: latest.lineItems[0]!.id,
            quantity: 100 + overtakes,
          },
        ]);
        return real.updateLineItems(cartId, version, actions);
      },
    };
    const store = createCartStore({ api, storage: memoryStorage(), logger: { warn: () => {} } });
    const cart = await store.getState().addLineItems([MAILERS]);
    await expect(store.getState().changeQuantity(cart.lines[0]!.id, 1000)).rejects.toMatchObject({
      code: 'ECX023',
      message: 'Please refresh and try again',
    });
    expect(overtakes).toBe(3);
    expect(store.getState().cart?.version).toBeGreaterThan(cart.version);
  });

  it('keeps the cart as it was when a change fails, with the service message', async () => {
    const { store } = await storeFor();
    const cart = await store.getState().addLineItems([MAILERS]);
    await expect(store.getState().applyCoupon('NOPE')).rejects.toMatchObject({
      serviceCode: 'InvalidCouponCode',
    });
    expect(store.getState().cart).toBe(cart);
    const applied = await store.getState().applyCoupon(' firstrun10 ');
    expect(applied.couponDetails).toMatchObject({ couponCode: 'FIRSTRUN10', isValid: true });
    const removed = await store.getState().removeCoupon();
    expect(removed.couponDetails.isCouponApplied).toBe(false);
  });

  it('sets addresses and shipping methods', async () => {
    const { store } = await storeFor();
    const cart = await store.getState().addLineItems([MAILERS]);
    const addressed = await store.getState().setAddresses({
      shippingAddress: ARLINGTON,
      billingAddress: ARLINGTON,
      customerEmail: ARLINGTON.email,
    });
    expect(addressed.isAddressValid).toBe(true);
    const shipped = await store
      .getState()
      .setShippingMethods([
        { lineItemId: cart.lines[0]!.id, eCommerceDeliveryOptionId: 'edo-express' },
      ]);
    expect(shipped.lines[0]?.shippingInfo?.eCommerceDeliveryOptionId).toBe('edo-express');
  });

  it('clears the cart id, cart info and count at sign-out', async () => {
    const { store, storage, counts } = await storeFor();
    await store.getState().addLineItems([MAILERS]);
    store.getState().reset();
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(CART_INFO_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ cart: null, status: 'idle' });
    expect(counts.at(-1)).toBe(0);
    // The anonymous cart still exists on the service for this token, so a load finds it again
    // (placing the order forgets it for good: cart-store-place-order.test.ts).
    const again = await store.getState().load();
    expect(again?.itemCount).toBe(1);
  });

  it('follows the cart into the customer account at sign-in', async () => {
    const customer = await newCustomer(sandbox, 'store-merge');
    const { store, shopper, storage } = await storeFor();
    const anonymousCart = await store.getState().addLineItems([MAILERS]);
    const signedIn = await signIn(sandbox, customer.credentials!, shopper);
    shopper.token = signedIn.token;
    const loaded = await store.getState().load({ recalculate: true });
    expect(loaded?.id).toBe(anonymousCart.id);
    expect(loaded?.customerId).toBe(signedIn.customerId);
    expect(readCartInfo(storage)?.cartId).toBe(anonymousCart.id);
  });

  it('reports a failed read and keeps working afterwards', async () => {
    const shopper = await anonymousShopper(sandbox);
    const store = createCartStore({ api: cartApiFor(sandbox, shopper), storage: memoryStorage() });
    shopper.token = 'not-a-token';
    await expect(store.getState().load()).rejects.toMatchObject({ status: 401, code: 'ECX022' });
    expect(store.getState().status).toBe('error');
    shopper.token = (await anonymousShopper(sandbox)).token;
    expect(await store.getState().load()).toBeNull();
    expect(store.getState().status).toBe('ready');
  });

  it('logs malformed custom fields instead of failing', async () => {
    const shopper = await anonymousShopper(sandbox);
    const warn = vi.fn();
    const store = createCartStore({
      api: cartApiFor(sandbox, shopper),
      storage: memoryStorage(),
      logger: { warn },
    });
    const cart = await store
      .getState()
      .addLineItems([
        { ...MAILERS, custom: { fields: { templateInfo: '{', userSelectionV2: '{broken' } } },
      ]);
    expect(cart.lines).toHaveLength(1);
    expect(cart.issues.map((issue) => issue.field)).toContain('userSelectionV2');
  });
});
