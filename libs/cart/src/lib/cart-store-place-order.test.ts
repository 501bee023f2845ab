// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import {
  CART_ID_STORAGE_KEY,
  CART_INFO_STORAGE_KEY,
  memoryStorage,
} from '@storefront/browser-storage';
import { isCartError } from './cart-error';
import { createCartStore } from './cart-store';
import { paymentFailureOf } from './payment-failure';
import { cardNonce, readyToPay } from './testing/cart-api-sandbox';
import { anonymousShopper, cartApiFor } from './testing/sandbox-shopper';

// The cart store's placeOrder: pays the cart it holds, then forgets it; the page only maps
// failures and navigates.
const sandbox = sandboxPerFile();

async function storeWithPayableCart() {
  const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
  const storage = memoryStorage();
  const counts: number[] = [];
  const store = createCartStore({ api, storage, onCountChange: (count) => counts.push(count) });
  const cart = await store
    .getState()
    .addLineItems([{ productKey: 'custom-mailer-box', quantity: 250 }]);
  const raw = await api.getCart(cart.id);
  await readyToPay(api, raw);
  await store.getState().load();
  return { api, store, storage, counts };
}

describe('the cart store places the order', () => {
  it('pays the cart it holds and forgets it: storage, state and count', async () => {
    const { api, store, storage, counts } = await storeWithPayableCart();
    const nonce = await cardNonce(api, '4111 1111 1111 1111');

    const { orderId } = await store.getState().placeOrder({ paymentType: 'braintree', nonce });

    expect(orderId).toEqual(expect.any(String));
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(CART_INFO_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ cart: null, status: 'ready' });
    expect(counts.at(-1)).toBe(0);
    const order = await api.getOrder(orderId);
    expect(order.cartId).toBeTruthy();
    expect(order.lineItems.map((line) => line.productKey)).toEqual(['custom-mailer-box']);
  });

  it('takes a cart ordered meanwhile (another tab) as placed, with that order', async () => {
    const { api, store } = await storeWithPayableCart();
    const cart = store.getState().cart!;
    const other = createCartStore({
      api,
      storage: memoryStorage({ [CART_ID_STORAGE_KEY]: cart.id }),
    });
    await other.getState().load();
    const first = await other
      .getState()
      .placeOrder({ paymentType: 'braintree', nonce: await cardNonce(api, '4111111111111111') });

    const again = await store
      .getState()
      .placeOrder({ paymentType: 'braintree', nonce: await cardNonce(api, '4111111111111111') });

    expect(again.orderId).toBe(first.orderId);
    expect(store.getState().cart).toBeNull();
  });

  it('keeps the cart when the card is declined, and throws the payment failure', async () => {
    const { api, store, storage } = await storeWithPayableCart();
    const nonce = await cardNonce(api, '4000 1111 1111 1115');

    const error = await store
      .getState()
      .placeOrder({ paymentType: 'braintree', nonce })
      .catch((caught: unknown) => caught);

    expect(paymentFailureOf(error).kind).toBe('declined');
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBe(store.getState().cart?.id);
    expect(store.getState().cart?.itemCount).toBe(1);
  });

  it('refuses to pay without a cart', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const store = createCartStore({ api, storage: memoryStorage() });
    const error = await store
      .getState()
      .placeOrder({ paymentType: 'braintree', nonce: 'unused' })
      .catch((caught: unknown) => caught);
    expect(isCartError(error, 'ECX023')).toBe(true);
  });
});
