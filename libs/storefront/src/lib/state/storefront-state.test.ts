// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { parseStorefrontConfig } from '@storefront/content';
import {
  EMPTY_STOREFRONT_STATE,
  createStorefrontStateStore,
  storefrontStateFromConfig,
} from './storefront-state';

const config = parseStorefrontConfig({
  tenantId: 'germany',
  storefrontId: 'kartonwerk',
  accountId: 'acc-kartonwerk-0001',
  companyId: 'cmp-kartonwerk',
  edoGroupId: 'edo-de-standard',
});

function dataOf(state: object) {
  return Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== 'function'));
}

describe('createStorefrontStateStore', () => {
  it('starts empty, or with the given state', () => {
    expect(dataOf(createStorefrontStateStore().getState())).toEqual(EMPTY_STOREFRONT_STATE);
    expect(
      createStorefrontStateStore({ cartCount: 2, referrerURL: 'https://google.com/' }).getState(),
    ).toMatchObject({ cartCount: 2, referrerURL: 'https://google.com/', tenantId: null });
  });

  it('maps the storefront config: accountId → resellerAccountId, companyId → businessAccountId', () => {
    const store = createStorefrontStateStore({ cartCount: 4 });
    store.getState().applyStorefrontConfig(config);
    expect(dataOf(store.getState())).toEqual({
      cartCount: 4,
      tenantId: 'germany',
      storefrontId: 'kartonwerk',
      resellerAccountId: 'acc-kartonwerk-0001',
      businessAccountId: 'cmp-kartonwerk',
      edoGroupId: 'edo-de-standard',
      referrerURL: null,
    });
    expect(storefrontStateFromConfig(config)).toEqual({
      tenantId: 'germany',
      storefrontId: 'kartonwerk',
      resellerAccountId: 'acc-kartonwerk-0001',
      businessAccountId: 'cmp-kartonwerk',
      edoGroupId: 'edo-de-standard',
    });
  });

  it('sets and resets the cart count and tells subscribers', () => {
    const store = createStorefrontStateStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().setCartCount(3);
    expect(store.getState().cartCount).toBe(3);
    store.getState().resetCartCount();
    expect(store.getState().cartCount).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each([-1, 1.5, Number.NaN])('refuses the cart count %s', (count) => {
    expect(() => createStorefrontStateStore().getState().setCartCount(count)).toThrow(RangeError);
    expect(() => createStorefrontStateStore({ cartCount: count })).toThrow(RangeError);
  });

  it('sets and clears the referrer', () => {
    const store = createStorefrontStateStore();
    store.getState().setReferrerURL('https://partner.example/');
    expect(store.getState().referrerURL).toBe('https://partner.example/');
    store.getState().setReferrerURL('');
    expect(store.getState().referrerURL).toBeNull();
  });

  it('gives every call its own store', () => {
    const one = createStorefrontStateStore();
    one.getState().setCartCount(1);
    expect(createStorefrontStateStore().getState().cartCount).toBe(0);
  });
});
