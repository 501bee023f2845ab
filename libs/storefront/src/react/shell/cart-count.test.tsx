import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStore } from '../../lib/variants/default-store';
import { showroomStore } from '../../lib/variants/showroom-store';
import { fullStoreRoutes } from '../routes/full-store-routes';
import { destroyRenderedIdentities, renderStorefront } from '../testing/render-storefront';

// The header's cart link shows the cart count from the stored cart info, before any cart code
// is loaded; the showroom hides the cart link (its routes still exist).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => destroyRenderedIdentities());
afterAll(() => sandbox?.close());

describe('the cart link', () => {
  it('shows the stored cart count on the home page', async () => {
    localStorage.setItem('storefront.cart.id', 'cart_stored');
    localStorage.setItem(
      'storefront.cart.info',
      JSON.stringify({ cartId: 'cart_stored', version: 4, itemCount: 3 }),
    );
    await renderStorefront(defaultStore, fullStoreRoutes, '/', sandbox.fetch as typeof fetch);
    const account = await screen.findByRole('navigation', { name: 'Account' });
    await waitFor(() =>
      expect(within(account).getByRole('link', { name: 'Cart 3' })).toHaveAttribute(
        'href',
        '/cart',
      ),
    );
  });

  it('shows no count for an empty or unreadable cart info', async () => {
    localStorage.setItem('storefront.cart.info', '{not json');
    await renderStorefront(defaultStore, fullStoreRoutes, '/', sandbox.fetch as typeof fetch);
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(account.querySelector('[data-slot="cart-count"]')).toBeNull();
  });

  it('is hidden in the showroom, whose cart route still works', async () => {
    await renderStorefront(showroomStore, fullStoreRoutes, '/cart', sandbox.fetch as typeof fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});
