import { cartApiFor, newCustomer, type Shopper } from '@storefront/cart/testing';
import { placeOrder } from '@storefront/orders/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { orderDetailRoute } from '../../routes/account-routes';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { ADA_LOVELACE, fillTexasAddress } from '../../testing/address-form';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';
import { logOut } from '../../testing/sign-in';
import { textsOf } from '../../../lib/variants/testing/all-languages';

// The account pages of the default brand against the in-process sandbox: order history and
// detail (tracking after the sandbox clock moves, invoice download, reorder into the cart) and
// My Info, for a customer who signs in through the real identity.

const HOUR = 60 * 60 * 1000;
const routes = fullStoreRoutes;
/** The full store without the order detail route (apps that compose only `/my-orders`). */
const routesWithoutDetail = fullStoreRoutes.filter((route) => route !== orderDetailRoute);

// Default token lifetimes (24 h): an order ships 20 hours after payment on the sandbox clock,
// so moving the clock to see it shipped keeps the customer signed in.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 10_000,
  testTimeout: 60_000,
  clearStorage: true,
});
afterEach(() => vi.restoreAllMocks());

/** A new customer (Avery Quinn) with one paid order, a mailer line to Texas. */
async function customerWithOrder(label: string) {
  const shopper = await newCustomer(sandbox, label);
  const { orderId } = await placeOrder(sandbox, shopper.token);
  sandbox.clock.advance(3000);
  return { ...shopper, orderId };
}

async function openSignedIn(path: string, shopper: Shopper, storeRoutes = routes) {
  const view = await sandbox.render('/', { routes: storeRoutes });
  if (!shopper.credentials) throw new Error('The shopper has no credentials to sign in with');
  await view.identity.signIn(shopper.credentials);
  await view.router.navigate(path);
  return { ...view, user: userEvent.setup() };
}

describe('/my-orders', () => {
  it('sends a visitor to /login with the way back', async () => {
    const { router } = await sandbox.render('/my-orders/ord_1', { routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fmy-orders%2Ford_1');
  });

  it('shows the history, the shipped order with its tracking link, and downloads the invoice', async () => {
    const shopper = await customerWithOrder('account-orders');
    const { user, missingKeys, router } = await openSignedIn('/my-orders', shopper);
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(document.title).toBe(textsOf(defaultStore).pageMeta.en.myOrders?.title);
    const card = await screen.findByRole('listitem', { name: /^Order BU\d{6}$/ });
    expect(within(card).getByText('Waiting for Doc Review')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    sandbox.clock.advance(20 * HOUR);
    await user.click(within(card).getByRole('link', { name: /^View order BU\d{6}$/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/my-orders/${shopper.orderId}`),
    );
    const line = await screen.findByRole('listitem', { name: 'Custom Mailer Box' });
    expect(within(line).getByText('Shipped')).toBeInTheDocument();
    expect(
      within(line).getByRole('link', { name: /^Track package of Custom Mailer Box/ }),
    ).toHaveAttribute('href', expect.stringContaining('https://www.ups.com/track'));
    expect(
      within(line).getByRole('link', { name: 'Download artwork templates for Custom Mailer Box' }),
    ).toHaveAttribute('href', '/download-artwork');

    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:invoice';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await created[0]!.arrayBuffer()));
    expect(pdf.getTitle()).toMatch(/^Invoice INV-BU\d{6}/);

    await user.click(screen.getByRole('link', { name: 'Back to my orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('opens an order with ?order= where the app has no detail route', async () => {
    const shopper = await customerWithOrder('account-query');
    const { user, router } = await openSignedIn('/my-orders', shopper, routesWithoutDetail);
    await user.click(await screen.findByRole('link', { name: /^View order BU\d{6}$/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?order=${shopper.orderId}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Order BU\d{6}$/ }),
    ).toBeInTheDocument();
  });

  it('reorders a line into the cart in one click', async () => {
    const shopper = await customerWithOrder('account-reorder');
    const { user, router } = await openSignedIn(`/my-orders/${shopper.orderId}`, shopper);
    await user.click(await screen.findByRole('button', { name: 'Reorder Custom Mailer Box' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByText('Custom Mailer Box was added to your cart.'),
    ).toBeInTheDocument();
    // Told once: the snackbar that stays while the cart opens, not the button as well.
    expect(screen.getAllByText('Custom Mailer Box was added to your cart.')).toHaveLength(1);
    const cart = await cartApiFor(sandbox, shopper).getUserCart();
    expect(cart.lineItems).toEqual([
      expect.objectContaining({
        productKey: 'custom-mailer-box',
        quantity: 250,
        attributes: expect.objectContaining({ Size: '9 x 6 x 3' }),
      }),
    ]);
  });

  it("says 'No Order History' to a customer without orders, and shows the account links", async () => {
    const shopper = await newCustomer(sandbox, 'account-empty');
    const { user, router } = await openSignedIn('/my-orders', shopper);
    expect(await screen.findByText('No Order History')).toBeInTheDocument();
    const header = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(header).getByRole('button', { name: 'Account' }));
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/my-info',
    );
    expect(within(header).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(within(header).getByRole('link', { name: 'My Designs' })).toHaveAttribute(
      'href',
      '/my-designs',
    );
    await logOut(user, router);
  });
});

describe('/my-info', () => {
  it('shows the profile and saves a default billing address with the checkout’s address form', async () => {
    const shopper = await customerWithOrder('account-info');
    const { user, missingKeys } = await openSignedIn('/my-info', shopper);
    expect(await screen.findByRole('heading', { level: 1, name: 'My info' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Avery');
    const billing = screen.getByRole('region', { name: 'Default billing address' });
    await user.click(within(billing).getByRole('button', { name: 'Add Default billing address' }));
    const form = within(billing).getByRole('form', { name: 'Default billing address' });
    await user.click(within(form).getByRole('button', { name: /Save address/ }));
    expect(within(form).getByRole('textbox', { name: /Company name/ })).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(missingKeys).toEqual([]);
  });

  it('offers the cleansed form of a default address and saves the one the customer picks', async () => {
    const shopper = await customerWithOrder('account-cleanse');
    const { user } = await openSignedIn('/my-info', shopper);
    const shipping = await screen.findByRole('region', { name: 'Default shipping address' });
    await user.click(
      within(shipping).getByRole('button', { name: 'Add Default shipping address' }),
    );
    const form = within(shipping).getByRole('form', { name: 'Default shipping address' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await fillTexasAddress(user, form, {
      ...ADA_LOVELACE,
      email: 'ada@example.com',
      street: '1000 matlock rd',
      city: 'arlington',
      postalCode: '76001',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const offer = await within(form).findByRole('region', { name: 'Did you mean this address?' });
    expect(offer).toHaveTextContent('1000 Matlock Road');
    // What the customer typed stays in the form until they choose.
    expect(field(/^City/)).toHaveValue('arlington');
    await user.click(within(offer).getByRole('button', { name: 'Use the suggested address' }));
    await screen.findByText('Address saved.');
    const saved = screen.getByRole('region', { name: 'Default shipping address' });
    expect(within(saved).queryByRole('form')).toBeNull();
    expect(saved).toHaveTextContent('1000 Matlock Road');
    expect(saved).toHaveTextContent('Arlington, TX 76001');
  });
});
