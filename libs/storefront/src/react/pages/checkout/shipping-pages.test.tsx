import { ARLINGTON, DEMO_CUSTOMER } from '@storefront/cart/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA_LOVELACE, fillTexasAddress } from '../../testing/address-form';
import { findCheckoutHeading, MAILERS, SAMPLE, setUpCartJourney } from '../../testing/cart-journey';

// The shipping address and shipping methods pages end to end in jsdom, against the in-process
// sandbox: the same identity, cart, address and delivery services the apps use.

const { openWithCart } = setUpCartJourney(createTestSandbox);

/** A new customer (Avery Quinn), signed in with a cart, at `/shipping-address`. */
async function openAsNewCustomer(label: string) {
  const view = await openWithCart('/', [MAILERS]);
  const email = `${label}.${Date.now()}@example.com`;
  await view.identity.signUp({
    email,
    password: 'Cartons#2026',
    firstName: 'Avery',
    surname: 'Quinn',
  });
  await view.identity.signIn({ email, password: 'Cartons#2026' });
  await view.router.navigate('/shipping-address');
  return { ...view, email };
}

describe('/shipping-address', () => {
  it('lets a guest refuse a PO box, save an address and go on to shipping', async () => {
    const { user, missingKeys } = await openWithCart('/shipping-address', [MAILERS]);
    expect(await findCheckoutHeading('Shipping address')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Log in or create an account' }),
    ).toHaveAttribute('href', '/login?returnTo=%2Fshipping-address');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(
      await screen.findByText('Please Update Billing and Shipping addresses to proceed'),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Where should we ship?' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await fillTexasAddress(user, form, {
      ...ADA_LOVELACE,
      email: 'Ada@Example.com',
      street: 'PO Box 12',
      city: 'Arlington',
      postalCode: '76011',
    });
    await user.click(within(form).getByRole('button', { name: 'Save shipping address' }));
    expect(await within(form).findByText('PO Box address not supported')).toBeInTheDocument();
    expect(field(/^City/)).toHaveValue('Arlington');

    const street = within(form).getByRole('combobox', { name: /Street and house number/ });
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
    expect(await findCheckoutHeading('Shipping methods')).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('lets a signed-in customer pick a saved address and add a billing address', async () => {
    const { user, identity, router } = await openWithCart('/', [MAILERS]);
    await identity.signIn(DEMO_CUSTOMER);
    await router.navigate('/shipping-address');
    expect(await screen.findByText('Signed in as demo@boxup.example')).toBeInTheDocument();
    const shipping = screen.getByRole('group', { name: 'Where should we ship?' });
    expect(within(shipping).getByRole('radio', { name: /1200 Ballpark Way/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /same as the shipping address/ }));
    const billing = await screen.findByRole('group', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /1200 Ballpark Way/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await findCheckoutHeading('Shipping methods')).toBeInTheDocument();
  });

  it("starts a signed-in customer's first address with their name and email", async () => {
    const { email } = await openAsNewCustomer('first.address');
    expect(await screen.findByText(`Signed in as ${email}`)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Where should we ship?' });
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Avery');
    expect(within(form).getByLabelText(/^Last name/)).toHaveValue('Quinn');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue(email);
    expect(within(form).getByLabelText(/^City/)).toHaveValue('');
  });

  it('makes the first address a customer saves at checkout their default, shown in My Info', async () => {
    const { router, user } = await openAsNewCustomer('saved.default');
    const form = await screen.findByRole('form', { name: 'Where should we ship?' });
    await fillTexasAddress(user, form, {
      company: 'Quinn Candles',
      street: '500 Main St',
      city: 'Arlington',
      postalCode: '76011',
    });
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
    expect(await findCheckoutHeading('Payment')).toBeInTheDocument();
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
