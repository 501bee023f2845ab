import { DEMO_CUSTOMER } from '@storefront/cart/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../../lib/variants/default-store';
import { fullStoreRoutes } from '../routes/full-store-routes';
import { renderStorefront } from '../testing/render-storefront';
import { setUpStorefrontSandbox } from '../testing/storefront-sandbox';

// Sign-out is one event, the end of the identity session; the cart store slot answers it for
// the cart (the identity SDK clears only its own keys). Here no page has loaded the cart store.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 10_000,
  testTimeout: 30_000,
  clearStorage: true,
});

const STORED_CART = { cartId: 'cart_stored', version: 4, itemCount: 3 };

describe('the cart store slot on sign-out', () => {
  it('forgets the stored cart id, cart info and count when no cart was loaded', async () => {
    const { identity } = await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/',
      sandbox.fetch as typeof fetch,
    );
    await identity.signIn(DEMO_CUSTOMER);
    localStorage.setItem('storefront.cart.id', STORED_CART.cartId);
    localStorage.setItem('storefront.cart.info', JSON.stringify(STORED_CART));
    localStorage.setItem('storefront.designs.templateObject', '{"draft":true}');

    await identity.signOut();

    await waitFor(() => expect(localStorage.getItem('storefront.cart.id')).toBeNull());
    expect(localStorage.getItem('storefront.cart.info')).toBeNull();
    // The template being designed belongs to the browser, not to the customer.
    expect(localStorage.getItem('storefront.designs.templateObject')).toBe('{"draft":true}');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('keeps the cart of a shopper who stays signed in', async () => {
    localStorage.setItem('storefront.cart.id', STORED_CART.cartId);
    localStorage.setItem('storefront.cart.info', JSON.stringify(STORED_CART));
    const { identity } = await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/',
      sandbox.fetch as typeof fetch,
    );
    await identity.init();
    const account = await screen.findByRole('navigation', { name: 'Account' });
    await waitFor(() =>
      expect(within(account).getByRole('link', { name: 'Cart 3' })).toBeInTheDocument(),
    );
    expect(localStorage.getItem('storefront.cart.id')).toBe(STORED_CART.cartId);
  });
});
