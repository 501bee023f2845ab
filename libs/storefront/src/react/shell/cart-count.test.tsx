import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showroomStore } from '../../lib/variants/showroom-store';
import { setUpStorefrontSandbox } from '../testing/storefront-sandbox';

// The header's cart link shows the cart count from the stored cart info, before any cart code
// is loaded; the showroom hides the cart link (its routes still exist).
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 10_000,
  testTimeout: 30_000,
  clearStorage: true,
});

describe('the cart link', () => {
  it('shows the stored cart count on the home page', async () => {
    localStorage.setItem('storefront.cart.id', 'cart_stored');
    localStorage.setItem(
      'storefront.cart.info',
      JSON.stringify({ cartId: 'cart_stored', version: 4, itemCount: 3 }),
    );
    await sandbox.render('/');
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
    await sandbox.render('/');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(account.querySelector('[data-slot="cart-count"]')).toBeNull();
  });

  it('is hidden in the showroom, whose cart route still works', async () => {
    await sandbox.render('/cart', { variant: showroomStore });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});
