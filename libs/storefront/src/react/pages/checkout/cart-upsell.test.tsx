import { type LineItemDraft } from '@storefront/cart';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { partnerStore } from '../../../lib/variants/partner-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { shopAllBoxesRoute } from '../../routes/catalogue-routes';
import { homeRoute, notFoundRoute } from '../../routes/shell-routes';
import { MAILERS, setUpCartJourney } from '../../testing/cart-journey';

// The cart's upsell ('Complete your order') end to end in jsdom against the in-process
// sandbox: the catalogue's configs and prices, the cart service's rules.

const GABLES: LineItemDraft = { productKey: 'custom-gable-box', quantity: 50 };
const SAMPLE = (productKey: string): LineItemDraft => ({ productKey, quantity: 1 });
const RULE = 'A customer may have up to three $1 samples, one per size and style at a time.';
/** The offers for a cart of mailers and gables: the insert, then a sample of each style. */
const INSERT_AND_SAMPLES = ['Shipping Box Insert', 'Mailer Box Sample', 'Gable Box Sample'];

const { sandbox, cartApiOf, openWithCart } = setUpCartJourney(createTestSandbox);
beforeAll(async () => {
  // The page loads the upsell lazily; loaded here, a store that wrongly showed it would do so
  // at once, so the absence checks below can fail.
  await import('./cart-upsell-offers');
}, 60_000);

/** Opens `/cart` of `variant` with `lines` put into the shopper's cart first. */
async function openCart(lines: LineItemDraft[], variant: StoreVariant = defaultStore) {
  const view = await openWithCart('/cart', lines, { variant });
  const list = await screen.findByRole('list', { name: /Items in your cart|Artikel in Ihrem/ });
  return { ...view, list };
}

const upsell = () => screen.findByRole('region', { name: 'Complete your order' });
const offerNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the cart upsell (default store)', () => {
  it('offers the insert, priced, and a $1 sample of each box style in the cart', async () => {
    const { missingKeys } = await openCart([
      { ...MAILERS, attributes: { Size: '12 x 9 x 4' } },
      { ...GABLES, attributes: { Size: '6 x 4 x 6' } },
    ]);
    const panel = await upsell();
    await waitFor(() => expect(offerNames(panel)).toEqual(INSERT_AND_SAMPLES));
    expect(within(panel).getByText(RULE)).toBeInTheDocument();
    // A sample comes in the size of the box in the cart when it can, else in its standard size.
    const offerOf = (name: string) =>
      within(panel).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(offerOf('Mailer Box Sample')).toHaveTextContent(/12 x 9 x 4 · .*Quantity 1/);
    expect(offerOf('Gable Box Sample')).toHaveTextContent(/8 x 4 x 8 · .*Quantity 1/);
    expect(within(panel).getAllByText('$1.00')).toHaveLength(2);
    // The insert's standard configuration, with the price service's price.
    const insert = within(panel).getByRole('heading', { name: 'Shipping Box Insert' }).parentElement
      ?.parentElement as HTMLElement;
    expect(within(insert).getByText(/Quantity 10$/)).toBeInTheDocument();
    expect(within(insert).getByText(/^\$\d+\.\d{2}$/)).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('adds the insert with one click: a new line, at the offered price, and the offer is gone', async () => {
    const { user, identity, list } = await openCart([MAILERS]);
    const panel = await upsell();
    const button = await within(panel).findByRole('button', {
      name: 'Add Shipping Box Insert to the cart',
    });
    const insert = button.closest('li') as HTMLElement;
    const offeredPrice = within(insert).getByText(/^\$\d+\.\d{2}$/).textContent;
    await user.click(button);

    expect(
      await within(list).findByRole('heading', { name: 'Shipping Box Insert' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Shipping Box Insert added to your cart.',
    );
    expect(
      screen.queryByRole('button', { name: 'Add Shipping Box Insert to the cart' }),
    ).toBeNull();
    const cart = await cartApiOf(identity).getUserCart();
    expect(cart.lineItems.map((line) => [line.productKey, line.quantity])).toEqual([
      ['custom-mailer-box', 250],
      ['shipping-box-insert', 10],
    ]);
    const line = within(list)
      .getByRole('heading', { name: 'Shipping Box Insert' })
      .closest('li') as HTMLElement;
    expect(within(line).getByText(offeredPrice ?? '')).toBeInTheDocument();
  });

  it('adds a $1 sample in the size of the box, then no longer offers it', async () => {
    const { user, identity, list } = await openCart([MAILERS, GABLES]);
    const panel = await upsell();
    await user.click(
      await within(panel).findByRole('button', { name: 'Add Mailer Box Sample to the cart' }),
    );
    expect(await within(list).findByText('$1 sample')).toBeInTheDocument();
    await waitFor(() =>
      expect(offerNames(panel)).toEqual(['Shipping Box Insert', 'Gable Box Sample']),
    );
    // Focus stays in the panel although the clicked button is gone.
    expect(within(panel).getByRole('heading', { name: 'Complete your order' })).toHaveFocus();
    const cart = await cartApiOf(identity).getUserCart();
    expect(cart.lineItems.at(-1)).toMatchObject({
      productKey: 'custom-mailer-box-sample',
      quantity: 1,
      attributes: { Size: '9 x 6 x 3' },
    });
  });

  it('offers no sample when the cart holds three, and says why', async () => {
    await openCart([
      MAILERS,
      SAMPLE('shipping-box-sample'),
      SAMPLE('custom-gable-box-sample'),
      SAMPLE('custom-square-mailer-box-sample'),
    ]);
    const panel = await upsell();
    expect(within(panel).getByText('You already have three $1 samples.')).toBeInTheDocument();
    await waitFor(() => expect(offerNames(panel)).toEqual(['Shipping Box Insert']));
    expect(within(panel).queryByRole('button', { name: /Sample/ })).toBeNull();
  });

  it('offers samples only while the three-sample rule allows one more', async () => {
    const { user } = await openCart([
      MAILERS,
      GABLES,
      SAMPLE('shipping-box-sample'),
      SAMPLE('custom-square-mailer-box-sample'),
    ]);
    const panel = await upsell();
    await waitFor(() => expect(offerNames(panel)).toEqual(INSERT_AND_SAMPLES));
    await user.click(
      within(panel).getByRole('button', { name: 'Add Gable Box Sample to the cart' }),
    );
    // The third sample is in: no other sample would be accepted now.
    await waitFor(() => expect(offerNames(panel)).toEqual(['Shipping Box Insert']));
    expect(within(panel).getByText('You already have three $1 samples.')).toBeInTheDocument();
  });

  it('shows nothing once nothing is left to offer', async () => {
    const { user, list } = await openCart([
      MAILERS,
      { productKey: 'shipping-box-insert', quantity: 10 },
    ]);
    const panel = await upsell();
    await user.click(
      await within(panel).findByRole('button', { name: 'Add Mailer Box Sample to the cart' }),
    );
    expect(await within(list).findByText('$1 sample')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Complete your order' })).toBeNull(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mailer Box Sample added to your cart.');
  });

  it("shows the cart service's words when it refuses, and takes back the refused offer", async () => {
    const { user, api } = await openCart([
      MAILERS,
      SAMPLE('shipping-box-sample'),
      SAMPLE('custom-gable-box-sample'),
    ]);
    const panel = await upsell();
    const add = await within(panel).findByRole('button', {
      name: 'Add Mailer Box Sample to the cart',
    });
    // A third sample arrives from another tab after this page read the cart.
    const cart = await api.getUserCart();
    await api.createCart({
      cartId: cart.id,
      version: cart.version,
      lineItems: [SAMPLE('custom-square-mailer-box-sample')],
    });
    await user.click(add);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'A customer may have up to three $1 samples.',
    );
    // The store read the newer cart on the way: with three samples none is offered any more.
    expect(within(panel).queryByRole('button', { name: /Sample/ })).toBeNull();
    expect(within(panel).getByText('You already have three $1 samples.')).toBeInTheDocument();
    expect((await api.getUserCart()).lineItems).toHaveLength(4);
  });
});

describe('stores without the upsell', () => {
  it('shows no upsell in the showroom', async () => {
    const { list, queryClient } = await openCart([MAILERS], showroomStore);
    expect(within(list).getByRole('heading', { name: 'Custom Mailer Box' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The upsell would have asked the catalogue for the insert.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['catalog'] })).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Complete your order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /to the cart$/ })).toBeNull();
  });

  it('shows no upsell in the partner store, whose switch is off and whose app has no cart', async () => {
    expect(partnerStore.features.upsell).toBe(false);
    await sandbox.render('/cart', {
      variant: partnerStore,
      routes: [homeRoute, shopAllBoxesRoute, notFoundRoute],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Artikel in Ihrem Warenkorb/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Ergänzen Sie Ihre Bestellung/ })).toBeNull();
  });
});
