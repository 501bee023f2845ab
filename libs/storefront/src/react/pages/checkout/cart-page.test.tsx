import { DEMO_CUSTOMER } from '@storefront/cart/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountNavigation,
  findCheckoutHeading,
  MAILERS,
  SAMPLE,
  setUpCartJourney,
} from '../../testing/cart-journey';

// The cart page end to end in jsdom, against the in-process sandbox: the same identity, cart,
// payment and order services the apps use.

const { sandbox, open, openWithCart } = setUpCartJourney(createTestSandbox);

/** Changes a cart line on the sandbox's side, as a price or stock change would. */
async function drift(cartId: string, lineItemId: string, body: Record<string, unknown>) {
  const response = await sandbox.fetch(
    `/ecommerce/__sandbox/carts/${cartId}/lineitems/${lineItemId}/drift`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  expect(response.status).toBe(200);
}

describe('/cart', () => {
  it('shows an empty cart with the way to the shop', async () => {
    const { missingKeys } = await open('/cart');
    expect(await findCheckoutHeading('Your cart')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Shop all boxes' }),
    ).toHaveAttribute('href', '/shop-all-boxes');
    expect(document.title).toContain('BoxUp');
    expect(missingKeys).toEqual([]);
  });

  it('lists the lines with image, name, attributes and prices, and changes and removes them', async () => {
    const { user, missingKeys } = await openWithCart('/cart', [MAILERS, SAMPLE]);
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('heading', { name: 'Custom Mailer Box' })).toBeInTheDocument();
    expect(within(lines).getByText('$522.50')).toBeInTheDocument();
    expect(within(lines).getByText('$2.09 each')).toBeInTheDocument();
    expect(within(lines).getAllByText('9 x 6 x 3')).toHaveLength(2);
    // Without a design preview each line shows its product's image, never 'No preview yet'.
    for (const name of ['Custom Mailer Box', 'Mailer Box Sample']) {
      const image = within(lines).getByRole('img', { name: `Preview of ${name}` });
      expect(image.tagName).toBe('IMG');
      expect(image).toHaveAttribute('src', expect.stringMatching(/^http.+\.svg$/));
    }
    expect(within(lines).queryByText('No preview yet')).toBeNull();
    expect(within(lines).getByText('$1 sample')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$523.50')).toBeInTheDocument();
    expect(within(summary).getByText('Missing address information.')).toBeInTheDocument();
    expect(within(summary).queryByText(/Discount/)).toBeNull();
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart 2' })).toBeInTheDocument(),
    );

    const quantity = within(lines).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.click(
      within(lines).getByRole('button', { name: /Update the quantity of Custom Mailer Box/ }),
    );
    await waitFor(() => expect(within(lines).queryByText('$2.09 each')).toBeNull());
    expect(within(lines).getByRole('textbox', { name: 'Quantity' })).toHaveValue('500');

    // A quantity the cart cannot take is refused before anything is sent.
    const again = within(lines).getByRole('textbox', { name: 'Quantity' });
    await user.clear(again);
    await user.type(again, '0');
    await user.click(
      within(lines).getByRole('button', { name: /Update the quantity of Custom Mailer Box/ }),
    );
    expect(
      await within(lines).findByText('Enter a whole number of at least 1'),
    ).toBeInTheDocument();

    await user.click(
      within(lines).getByRole('button', { name: 'Remove Mailer Box Sample from the cart' }),
    );
    await waitFor(() => expect(within(lines).queryByText('Mailer Box Sample')).toBeNull());
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart 1' })).toBeInTheDocument(),
    );
    expect(localStorage.getItem('storefront.cart.info')).toContain('"itemCount":1');
    await user.click(
      within(lines).getByRole('button', { name: 'Remove Custom Mailer Box from the cart' }),
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(accountNavigation()).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('applies FIRSTRUN10 with a negative discount line, refuses unknown and expired codes', async () => {
    const { user } = await openWithCart('/cart', [MAILERS]);
    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The promotional code you entered is not valid'),
    ).toBeInTheDocument();
    expect(code).toHaveValue('NOPE');
    await user.clear(code);
    await user.type(code, 'SUMMER2024');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This promotional code expired on 08/31/2024'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'FIRSTRUN10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon Applied successfully')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Discount (FIRSTRUN10)')).toBeInTheDocument();
    expect(within(summary).getByText('-$52.25')).toHaveClass('text-success');
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByText('Coupon Removed successfully')).toBeInTheDocument();
    expect(within(summary).queryByText('Discount (FIRSTRUN10)')).toBeNull();
  });

  it('holds checkout back for an out-of-stock line and shows a changed price once', async () => {
    const { user, cart, router } = await openWithCart('/', [
      MAILERS,
      { productKey: 'custom-gable-box', quantity: 50 },
    ]);
    const [mailers, gable] = cart.lineItems;
    await drift(cart.id, gable!.id, { outOfStock: true });
    await drift(cart.id, mailers!.id, { priceCentDelta: 25 });
    await router.navigate('/cart');
    const alert = await screen.findByText('Product is out of stock. Please try after sometime', {
      selector: '[role=alert] li',
    });
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByText('Price updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Custom Gable Box from the cart' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(
      await screen.findByText(
        'The price of an item in your cart has been updated. Please review it to proceed',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Price updated')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await findCheckoutHeading('Shipping address')).toBeInTheDocument();
  });
});

describe('sign-out', () => {
  it('clears the cart id, cart info and the count', async () => {
    const { identity, router } = await openWithCart('/', [MAILERS]);
    await identity.signIn(DEMO_CUSTOMER);
    await router.navigate('/cart');
    await screen.findByRole('list', { name: 'Items in your cart' });
    expect(localStorage.getItem('storefront.cart.id')).not.toBeNull();
    await waitFor(() =>
      expect(
        within(accountNavigation()).getByRole('link', { name: /^Cart \d+$/ }),
      ).toBeInTheDocument(),
    );
    await identity.signOut();
    await waitFor(() => expect(localStorage.getItem('storefront.cart.id')).toBeNull());
    expect(localStorage.getItem('storefront.cart.info')).toBeNull();
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart' })).toBeInTheDocument(),
    );
  });
});
