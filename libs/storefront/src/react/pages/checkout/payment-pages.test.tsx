import { anonymousShopper, ARLINGTON, cartApiFor, DEMO_CUSTOMER } from '@storefront/cart/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountNavigation,
  findCheckoutHeading,
  MAILERS,
  payByCard,
  setUpCartJourney,
} from '../../testing/cart-journey';

// The payment and order confirmation pages end to end in jsdom, against the in-process sandbox:
// the same identity, cart, payment and order services the apps use.

const { sandbox, open, openWithCart } = setUpCartJourney(createTestSandbox);

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
    expect(await screen.findByText('Sandbox test cards')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
    await payByCard(user, '4111 1111 1111 1111');
    expect(await findCheckoutHeading('Thank you for your order!')).toBeInTheDocument();
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
    expect(within(accountNavigation()).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('shows the processor text for a declined card, keeps the form and the cart', async () => {
    const { user, api } = await openWithCart('/payment-info', [MAILERS], { addresses: true });
    await screen.findByRole('form', { name: 'Card details' });
    await payByCard(user, '4000 1111 1111 1115');
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
    const spenderApi = cartApiFor(sandbox, await anonymousShopper(sandbox));
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
    await payByCard(user, '5555 5555 5555 4444');
    expect(
      await screen.findByText('Payment failed, please refresh your browser.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('5555 5555 5555 4444');
  });

  it('refuses a card the sandbox does not know at the field', async () => {
    const { user } = await openWithCart('/payment-info', [MAILERS], { addresses: true });
    await screen.findByRole('form', { name: 'Card details' });
    await payByCard(user, '4242 4242 4242 4242');
    expect(
      await screen.findByText('Card number: is not a sandbox test card number'),
    ).toBeInTheDocument();
  });

  it('lets the demo customer pay by invoice without terms', async () => {
    const { user, identity, router, api } = await openWithCart('/', [MAILERS]);
    await identity.signIn(DEMO_CUSTOMER);
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
    expect(await findCheckoutHeading('Thank you for your order!')).toBeInTheDocument();
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
    expect(await findCheckoutHeading('Thank you for your order!')).toBeInTheDocument();
  });
});

describe('/order-confirmation', () => {
  it("says 'Order seems to be missing!' for an order the shopper does not have", async () => {
    await open('/order-confirmation?orderId=ord_nope');
    expect(await screen.findByText('Order seems to be missing!')).toBeInTheDocument();
  });
});
