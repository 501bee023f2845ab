import { createCartApi, type CartApi, type LineItemDraft } from '@storefront/cart';
import type { Identity } from '@storefront/identity-sdk';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { renderStorefront } from '../../testing/render-storefront';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';
import { sandboxCartApi } from '../../testing/sandbox-cart-api';

// The cart and checkout pages end to end in jsdom, against the in-process sandbox: the same
// identity, cart, payment and order services the apps use.

const ORIGIN = 'http://sandbox.test';
const MAILERS: LineItemDraft = { productKey: 'custom-mailer-box', quantity: 250 };
const SAMPLE: LineItemDraft = {
  productKey: 'custom-mailer-box-sample',
  quantity: 1,
  attributes: { Size: '9 x 6 x 3' },
};
const ARLINGTON = {
  company: 'Lovelace Labs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '500 Main St',
  postalCode: '76011',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
  phone: '8175550100',
  email: 'ada@example.com',
};

const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 15_000,
  testTimeout: 90_000,
  clearStorage: true,
});
const fetchOfSandbox: typeof fetch = (input, init) => sandbox.fetch(input, init);

const apiFor = (identity: Identity, fetch: typeof globalThis.fetch = fetchOfSandbox): CartApi =>
  sandboxCartApi(identity, fetch);

/**
 * Renders the default store at `/`, puts `lines` into the shopper's cart through the cart
 * service (as a product page would), optionally with addresses, then opens `path`.
 */
async function openWithCart(
  path: string,
  lines: LineItemDraft[],
  options: { addresses?: boolean; coupon?: string; fetch?: typeof globalThis.fetch } = {},
) {
  const view = await renderStorefront(
    defaultStore,
    fullStoreRoutes,
    '/',
    options.fetch ?? fetchOfSandbox,
  );
  await view.identity.init();
  const api = apiFor(view.identity);
  let cart = await api.createCart({ lineItems: lines });
  if (options.addresses) {
    cart = await api.updateCartAddresses(cart.id, cart.version, {
      shippingAddress: ARLINGTON,
      billingAddress: ARLINGTON,
      customerEmail: ARLINGTON.email,
    });
  }
  if (options.coupon) cart = await api.applyCoupon(cart.id, cart.version, options.coupon);
  await view.router.navigate(path);
  return { ...view, api, cart, user: userEvent.setup() };
}

async function drift(cartId: string, lineItemId: string, body: Record<string, unknown>) {
  const response = await sandbox.fetch(
    `/ecommerce/__sandbox/carts/${cartId}/lineitems/${lineItemId}/drift`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  expect(response.status).toBe(200);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const account = () => screen.getByRole('navigation', { name: 'Account' });

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  { expiry = '12/39', cvv = '123', name = 'Ada Lovelace' } = {},
) {
  const form = screen.getByRole('form', { name: 'Card details' });
  await user.type(within(form).getByRole('textbox', { name: /Card number/ }), number);
  await user.type(within(form).getByRole('textbox', { name: /Expiry date/ }), expiry);
  await user.type(within(form).getByRole('textbox', { name: /Security code/ }), cvv);
  await user.type(within(form).getByRole('textbox', { name: /Name on card/ }), name);
  await user.click(within(form).getByRole('button', { name: 'Place order' }));
}

describe('/cart', () => {
  it('shows an empty cart with the way to the shop', async () => {
    const { missingKeys } = await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/cart',
      fetchOfSandbox,
    );
    expect(await heading('Your cart')).toBeInTheDocument();
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
      expect(within(account()).getByRole('link', { name: 'Cart 2' })).toBeInTheDocument(),
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
      expect(within(account()).getByRole('link', { name: 'Cart 1' })).toBeInTheDocument(),
    );
    expect(localStorage.getItem('storefront.cart.info')).toContain('"itemCount":1');
    await user.click(
      within(lines).getByRole('button', { name: 'Remove Custom Mailer Box from the cart' }),
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(account()).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
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
    expect(await heading('Shipping address')).toBeInTheDocument();
  });
});

describe('/shipping-address', () => {
  it('lets a guest refuse a PO box, save an address and go on to shipping', async () => {
    const { user, missingKeys } = await openWithCart('/shipping-address', [MAILERS]);
    expect(await heading('Shipping address')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Log in or create an account' }),
    ).toHaveAttribute('href', '/login?returnTo=%2Fshipping-address');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(
      await screen.findByText('Please Update Billing and Shipping addresses to proceed'),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Where should we ship?' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await user.type(field(/^Company name/), 'Lovelace Labs');
    await user.type(field(/^First name/), 'Ada');
    await user.type(field(/^Last name/), 'Lovelace');
    await user.type(field(/^Email/), 'Ada@Example.com');
    await user.click(within(form).getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States of America' }));
    await user.click(within(form).getByRole('button', { name: /State \/ Province/ }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    const street = within(form).getByRole('combobox', { name: /Street and house number/ });
    await user.type(street, 'PO Box 12');
    await user.type(field(/^City/), 'Arlington');
    await user.type(field(/^Postal code/), '76011');
    await user.click(within(form).getByRole('button', { name: 'Save shipping address' }));
    expect(await within(form).findByText('PO Box address not supported')).toBeInTheDocument();
    expect(field(/^City/)).toHaveValue('Arlington');

    await user.clear(street);
    await user.type(street, '500 Main St');
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Save shipping address' }));
    // The address check does not know this street: it says so, and the shopper keeps it.
    const notFound = await within(form).findByRole('region', {
      name: 'We could not find this address',
    });
    await user.click(within(notFound).getByRole('button', { name: 'Keep the address as entered' }));
    expect(
      await screen.findByRole('button', { name: 'Change the shipping address' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Arlington, TX 76011')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /same as the shipping address/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await heading('Shipping methods')).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('lets a signed-in customer pick a saved address and add a billing address', async () => {
    const { user, identity, router } = await openWithCart('/', [MAILERS]);
    await identity.signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' });
    await router.navigate('/shipping-address');
    expect(await screen.findByText('Signed in as demo@boxup.example')).toBeInTheDocument();
    const shipping = screen.getByRole('group', { name: 'Where should we ship?' });
    expect(within(shipping).getByRole('radio', { name: /1200 Ballpark Way/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /same as the shipping address/ }));
    const billing = await screen.findByRole('group', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /1200 Ballpark Way/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await heading('Shipping methods')).toBeInTheDocument();
  });

  it("starts a signed-in customer's first address with their name and email", async () => {
    const { identity, router } = await openWithCart('/', [MAILERS]);
    const email = `first.address.${Date.now()}@example.com`;
    await identity.signUp({
      email,
      password: 'Cartons#2026',
      firstName: 'Avery',
      surname: 'Quinn',
    });
    await identity.signIn({ email, password: 'Cartons#2026' });
    await router.navigate('/shipping-address');
    expect(await screen.findByText(`Signed in as ${email}`)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Where should we ship?' });
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Avery');
    expect(within(form).getByLabelText(/^Last name/)).toHaveValue('Quinn');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue(email);
    expect(within(form).getByLabelText(/^City/)).toHaveValue('');
  });

  it('makes the first address a customer saves at checkout their default, shown in My Info', async () => {
    const { identity, router, user } = await openWithCart('/', [MAILERS]);
    const email = `saved.default.${Date.now()}@example.com`;
    await identity.signUp({
      email,
      password: 'Cartons#2026',
      firstName: 'Avery',
      surname: 'Quinn',
    });
    await identity.signIn({ email, password: 'Cartons#2026' });
    await router.navigate('/shipping-address');
    const form = await screen.findByRole('form', { name: 'Where should we ship?' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await user.type(field(/^Company name/), 'Quinn Candles');
    await user.click(within(form).getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States of America' }));
    await user.click(within(form).getByRole('button', { name: /State \/ Province/ }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.type(
      within(form).getByRole('combobox', { name: /Street and house number/ }),
      '500 Main St',
    );
    await user.keyboard('{Escape}');
    await user.type(field(/^City/), 'Arlington');
    await user.type(field(/^Postal code/), '76011');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await user.click(
      await within(form).findByRole('button', { name: 'Keep the address as entered' }),
    );
    const saved = await screen.findByRole('radio', { name: /500 Main St/ });
    await waitFor(() => expect(saved).toBeChecked());

    await router.navigate('/my-info');
    const shipping = await screen.findByRole('region', { name: 'Default shipping address' });
    expect(shipping).toHaveTextContent('500 Main St');
    expect(screen.getByRole('region', { name: 'Default billing address' })).toHaveTextContent(
      '500 Main St',
    );
  });
});

describe('/shipping-methods', () => {
  it('offers options per line, saves a choice and totals the shipping', async () => {
    const { user, missingKeys } = await openWithCart('/shipping-methods', [MAILERS, SAMPLE], {
      addresses: true,
    });
    const mailers = await screen.findByRole('radiogroup', {
      name: 'Shipping for Custom Mailer Box',
    });
    expect(within(mailers).getByRole('radio', { name: /Standard \(UPS Ground\)/ })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$47.45')).toBeInTheDocument();
    await user.click(within(mailers).getByRole('radio', { name: /Express \(UPS Next Day Air\)/ }));
    expect(await within(summary).findByText('$177.45')).toBeInTheDocument();
    expect(within(mailers).getByRole('radio', { name: /Express/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await heading('Payment')).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('says when the carriers cannot quote the postal code', async () => {
    const { api, router } = await openWithCart('/', [MAILERS]);
    const cart = await api.getUserCart();
    await api.updateCartAddresses(cart.id, cart.version, {
      shippingAddress: { ...ARLINGTON, postalCode: '7601' },
      billingAddress: ARLINGTON,
    });
    await router.navigate('/shipping-methods');
    expect(
      await screen.findByText('Unable to recieve Shipping Options for the given Postal Code'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the shipping address' })).toBeInTheDocument();
  });
});

describe('/payment-info', () => {
  it('reviews the order and pays with a valid test card; the confirmation shows the order number', async () => {
    const { user, router, missingKeys } = await openWithCart('/payment-info', [MAILERS], {
      addresses: true,
      coupon: 'FIRSTRUN10',
    });
    const review = await screen.findByRole('region', { name: 'Review your order' });
    for (const section of [
      'Account info',
      'Purchase info',
      'Shipping address',
      'Billing address',
      'Shipping methods',
    ]) {
      expect(within(review).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(review).getByRole('region', { name: 'Account info' })).toHaveTextContent(
      'ada@example.com',
    );
    expect(within(review).getByRole('region', { name: 'Purchase info' })).toHaveTextContent(
      'Credit or debit card',
    );
    expect(screen.getByText('Sandbox test cards')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
    await fillCard(user, '4111 1111 1111 1111');
    expect(await heading('Thank you for your order!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-confirmation');
    sandbox.clock.advance(3000);
    expect(await screen.findByText(/^Your order number is BU\d{6}$/)).toBeInTheDocument();
    // The confirmation shows the order: its lines with previews, the review's sections, the
    // summary and a link to the order.
    const items = screen.getByRole('list', { name: 'Your items' });
    expect(within(items).getByRole('heading', { name: 'Custom Mailer Box' })).toBeInTheDocument();
    expect(within(items).getByRole('img', { name: 'Preview of Custom Mailer Box' }).tagName).toBe(
      'IMG',
    );
    expect(within(items).getByText('$522.50')).toBeInTheDocument();
    expect(within(items).getByText(/Arrives/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order details' });
    const section = (name: string) => within(details).getByRole('region', { name });
    expect(section('Account info')).toHaveTextContent('ada@example.com');
    expect(section('Purchase info')).toHaveTextContent('Credit or debit card: Visa ending in 1111');
    expect(section('Shipping address')).toHaveTextContent('500 Main St');
    expect(section('Billing address')).toHaveTextContent('Arlington');
    expect(section('Shipping methods')).toHaveTextContent(/Custom Mailer Box — .+Arrives/);
    const confirmationSummary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(confirmationSummary).getByText('Discount (FIRSTRUN10)')).toBeInTheDocument();
    expect(within(confirmationSummary).getByText('-$52.25')).toBeInTheDocument();
    expect(within(confirmationSummary).getByText('$550.06')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/my-orders\/ord_/),
    );
    expect(localStorage.getItem('storefront.cart.id')).toBeNull();
    expect(within(account()).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('shows the processor text for a declined card, keeps the form and the cart', async () => {
    const { user, api } = await openWithCart('/payment-info', [MAILERS], { addresses: true });
    await screen.findByRole('form', { name: 'Card details' });
    await fillCard(user, '4000 1111 1111 1115');
    const alert = await screen.findByText('Payment Failed');
    expect(alert.closest('[role=alert]')).toHaveTextContent('Do Not Honor');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4000 1111 1111 1115');
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Ada Lovelace');
    expect((await api.getUserCart()).cartState).toBe('Active');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it("says 'Payment failed, please refresh your browser.' when the nonce was used elsewhere", async () => {
    // Another payment spends the card's nonce first (as a second tab would): the storefront's
    // payment then meets TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED from the real sandbox.
    const anonymous = await sandbox.fetch('/anon/boxupAnonServiceKey001/token', { method: 'POST' });
    const { anonymousToken } = (await anonymous.json()) as { anonymousToken: string };
    const spenderApi = createCartApi({
      ecommerceUrl: `${ORIGIN}/ecommerce`,
      paymentsUrl: `${ORIGIN}/payments`,
      tenant: 'north-america',
      storefrontId: 'boxup',
      getBearerToken: () => anonymousToken,
      fetch: fetchOfSandbox,
    });
    const spenderCart = await spenderApi.createCart({ lineItems: [MAILERS] });
    await spenderApi.updateCartAddresses(spenderCart.id, spenderCart.version, {
      shippingAddress: ARLINGTON,
      billingAddress: ARLINGTON,
      customerEmail: ARLINGTON.email,
    });
    const spendingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await sandbox.fetch(input as Request, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/paymentMethods/tokenize') && response.ok) {
        const { nonce } = (await response.clone().json()) as { nonce: string };
        await spenderApi
          .payCart(
            spenderCart.id,
            { paymentType: 'braintree', nonce },
            { idempotencyKey: `spend-${nonce}` },
          )
          .catch(() => undefined);
      }
      return response;
    }) as typeof fetch;
    const { user } = await openWithCart('/payment-info', [MAILERS], {
      addresses: true,
      fetch: spendingFetch,
    });
    await screen.findByRole('form', { name: 'Card details' });
    await fillCard(user, '5555 5555 5555 4444');
    expect(
      await screen.findByText('Payment failed, please refresh your browser.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('5555 5555 5555 4444');
  });

  it('refuses a card the sandbox does not know at the field', async () => {
    const { user } = await openWithCart('/payment-info', [MAILERS], { addresses: true });
    await screen.findByRole('form', { name: 'Card details' });
    await fillCard(user, '4242 4242 4242 4242');
    expect(
      await screen.findByText('Card number: is not a sandbox test card number'),
    ).toBeInTheDocument();
  });

  it('lets the demo customer pay by invoice without terms', async () => {
    const { user, identity, router, api } = await openWithCart('/', [MAILERS]);
    await identity.signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' });
    // The demo customer's cart (the visitor's merged into it) starts with the saved address.
    const cart = await api.getUserCart();
    expect(cart.shippingAddress).toMatchObject({ city: 'Arlington' });
    await router.navigate('/payment-info');
    const invoice = await screen.findByRole('radio', {
      name: /Invoice, payable before production/,
    });
    expect(screen.queryByRole('radio', { name: /Invoice with payment terms/ })).toBeNull();
    await user.click(invoice);
    await user.type(screen.getByRole('textbox', { name: 'PO number (optional)' }), 'PO-7781');
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await heading('Thank you for your order!')).toBeInTheDocument();
    sandbox.clock.advance(3000);
    expect(await screen.findByText(/^Your order number is BU\d{6}$/)).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to demo@boxup.example.')).toBeInTheDocument();
  });

  it('places a $0.00 order free of charge', async () => {
    const { user } = await openWithCart('/payment-info', [MAILERS], {
      addresses: true,
      coupon: 'SANDBOX100',
    });
    expect(await screen.findByRole('radio', { name: /No payment needed/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await heading('Thank you for your order!')).toBeInTheDocument();
  });
});

describe('/order-confirmation', () => {
  it("says 'Order seems to be missing!' for an order the shopper does not have", async () => {
    await renderStorefront(
      defaultStore,
      fullStoreRoutes,
      '/order-confirmation?orderId=ord_nope',
      fetchOfSandbox,
    );
    expect(await screen.findByText('Order seems to be missing!')).toBeInTheDocument();
  });
});

describe('sign-out', () => {
  it('clears the cart id, cart info and the count', async () => {
    const { identity, router } = await openWithCart('/', [MAILERS]);
    await identity.signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' });
    await router.navigate('/cart');
    await screen.findByRole('list', { name: 'Items in your cart' });
    expect(localStorage.getItem('storefront.cart.id')).not.toBeNull();
    await waitFor(() =>
      expect(within(account()).getByRole('link', { name: /^Cart \d+$/ })).toBeInTheDocument(),
    );
    await identity.signOut();
    await waitFor(() => expect(localStorage.getItem('storefront.cart.id')).toBeNull());
    expect(localStorage.getItem('storefront.cart.info')).toBeNull();
    await waitFor(() =>
      expect(within(account()).getByRole('link', { name: 'Cart' })).toBeInTheDocument(),
    );
  });
});
