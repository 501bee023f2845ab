import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showroomStore } from '../../../lib/variants/showroom-store';
import { accountNavigation, setUpCartJourney } from '../../testing/cart-journey';

// The product page puts things into the cart: a $1 sample on a sample page, a tile's standard
// configuration with quick add, both against the in-process sandbox's cart service.
const { open, cartApiOf } = setUpCartJourney(createTestSandbox, { testTimeout: 60_000 });

describe('adding to the cart from a product page', () => {
  it('adds a $1 sample once and counts it in the header', async () => {
    const user = userEvent.setup();
    const { identity, missingKeys } = await open('/product/custom-mailer-box-sample');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mailer Box Sample' }),
    ).toBeInTheDocument();
    await screen.findByText('Total $1.00, $1.00 per box');
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(await screen.findByText('Sample added to your cart.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart 1' })).toBeInTheDocument(),
    );
    const cart = await cartApiOf(identity).getUserCart();
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
    expect((await cartApiOf(identity).getUserCart()).lineItems).toHaveLength(1);
    expect(missingKeys).toEqual([]);
  });

  it("shows the cart service's message when it refuses a fourth sample", async () => {
    const user = userEvent.setup();
    const { identity } = await open('/product/custom-mailer-box-sample');
    await screen.findByText('Total $1.00, $1.00 per box');
    await identity.init();
    // Three samples arrive from another tab after this page read the cart.
    await cartApiOf(identity).createCart({
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
    expect((await cartApiOf(identity).getUserCart()).lineItems).toHaveLength(3);
  });

  it('quick-adds the standard configuration of a product', async () => {
    const user = userEvent.setup();
    const { identity } = await open('/product/custom-mailer-box?quantity=250');
    await screen.findByText('Total $522.50, $2.09 per box');
    await user.click(screen.getByRole('button', { name: 'Quick add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    const cart = await cartApiOf(identity).getUserCart();
    expect(cart.lineItems).toMatchObject([{ productKey: 'custom-mailer-box', quantity: 250 }]);
  });

  it('quick-adds into the cart the shopper already has, read on the first add', async () => {
    const user = userEvent.setup();
    const { identity } = await open('/product/custom-mailer-box?quantity=250');
    await screen.findByText('Total $522.50, $2.09 per box');
    await identity.init();
    // A cart from another tab, which this page (not a sample page) has not read.
    await cartApiOf(identity).createCart({
      lineItems: [{ productKey: 'shipping-box-sample', quantity: 1 }],
    });
    await user.click(screen.getByRole('button', { name: 'Quick add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect((await cartApiOf(identity).getUserCart()).lineItems).toMatchObject([
      { productKey: 'shipping-box-sample', quantity: 1 },
      { productKey: 'custom-mailer-box', quantity: 250 },
    ]);
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart 2' })).toBeInTheDocument(),
    );
  });

  it('offers no quick add or sample in the showroom', async () => {
    await open('/product/custom-mailer-box', showroomStore);
    await screen.findByRole('heading', { level: 1, name: 'Custom Mailer Boxes' });
    expect(screen.queryByRole('button', { name: 'Quick add to cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
  });
});
