import type { Identity } from '@storefront/identity-sdk';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { renderStorefront } from '../../testing/render-storefront';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';
import { sandboxCartApi } from '../../testing/sandbox-cart-api';

// The product page puts things into the cart: a $1 sample on a sample page, a tile's standard
// configuration with quick add, both against the in-process sandbox's cart service.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 15_000,
  testTimeout: 60_000,
  clearStorage: true,
});

const apiFor = (identity: Identity) => sandboxCartApi(identity, sandbox.fetch as typeof fetch);

const account = () => screen.getByRole('navigation', { name: 'Account' });

describe('adding to the cart from a product page', () => {
  it('adds a $1 sample once and counts it in the header', async () => {
    const user = userEvent.setup();
    const { identity, missingKeys } = await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/product/custom-mailer-box-sample',
      sandbox.fetch as typeof fetch,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mailer Box Sample' }),
    ).toBeInTheDocument();
    await screen.findByText('Total $1.00, $1.00 per box');
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(await screen.findByText('Sample added to your cart.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(account()).getByRole('link', { name: 'Cart 1' })).toBeInTheDocument(),
    );
    const cart = await apiFor(identity).getUserCart();
    expect(cart.lineItems).toMatchObject([
      { productKey: 'custom-mailer-box-sample', quantity: 1, attributes: { Size: '9 x 6 x 3' } },
    ]);
    // The same sample again is refused on the page (one per size and style).
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(
      await screen.findByText(
        'You already have this sample in this size. Choose another size or style.',
      ),
    ).toBeInTheDocument();
    expect((await apiFor(identity).getUserCart()).lineItems).toHaveLength(1);
    expect(missingKeys).toEqual([]);
  });

  it("shows the cart service's message when it refuses a fourth sample", async () => {
    const user = userEvent.setup();
    const { identity } = await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/product/custom-mailer-box-sample',
      sandbox.fetch as typeof fetch,
    );
    await screen.findByText('Total $1.00, $1.00 per box');
    await identity.init();
    // Three samples arrive from another tab after this page read the cart.
    await apiFor(identity).createCart({
      lineItems: [
        { productKey: 'shipping-box-sample', quantity: 1 },
        { productKey: 'custom-gable-box-sample', quantity: 1 },
        { productKey: 'custom-square-mailer-box-sample', quantity: 1 },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(
      await screen.findByText('A customer may have up to three $1 samples.'),
    ).toBeInTheDocument();
    expect((await apiFor(identity).getUserCart()).lineItems).toHaveLength(3);
  });

  it('quick-adds the standard configuration of a product', async () => {
    const user = userEvent.setup();
    const { identity } = await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/product/custom-mailer-box?quantity=250',
      sandbox.fetch as typeof fetch,
    );
    await screen.findByText('Total $522.50, $2.09 per box');
    await user.click(screen.getByRole('button', { name: 'Quick add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    const cart = await apiFor(identity).getUserCart();
    expect(cart.lineItems).toMatchObject([{ productKey: 'custom-mailer-box', quantity: 250 }]);
  });

  it('offers no quick add or sample in the showroom', async () => {
    await renderStorefront(
      showroomStore,
      fullStoreRoutes,
      '/product/custom-mailer-box',
      sandbox.fetch as typeof fetch,
    );
    await screen.findByRole('heading', { level: 1, name: 'Custom Mailer Boxes' });
    expect(screen.queryByRole('button', { name: 'Quick add to cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
  });
});
