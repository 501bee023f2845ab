import { type AnalyticsError } from '@storefront/analytics';
import { storedEvents, type StoredEvent } from '@storefront/analytics/testing';
import { localStorageAdapter, memoryStorage } from '@storefront/browser-storage';
import { createCartApi, writeCartInfo } from '@storefront/cart';
import { SHOPPER_ADDRESS } from '@storefront/orders/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defaultStore } from '../../lib/variants/default-store';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { fullStoreRoutes } from '../routes/full-store-routes';
import { DEMO_CUSTOMER, logInAsDemo } from '../testing/sign-in';
import { setUpStorefrontSandbox } from '../testing/storefront-sandbox';
import { PageViewTracker } from './page-view-tracker';
import { StorefrontAnalyticsProvider, useStorefrontAnalytics } from './storefront-analytics';

// The storefront's pages with analytics wired in, against the in-process sandbox: what they
// send is read back from the sandbox's analytics sink (`GET /analytics/__events`).
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  testTimeout: 90_000,
  asyncUtilTimeout: 20_000,
  clearStorage: true,
});

const ORIGIN = 'http://sandbox.test';

/**
 * Renders a brand app as `renderStorefront` does, with analytics: the provider around the
 * router (its own storage, so each test is a new visitor) and the page-view tracker in the
 * app shell. Analytics problems fail the test.
 */
async function renderWithAnalytics(path: string, variant: StoreVariant = defaultStore) {
  const storage = memoryStorage();
  const problems: AnalyticsError[] = [];
  const view = await sandbox.render(path, {
    variant,
    routes: fullStoreRoutes,
    strictMode: true,
    inShell: <PageViewTracker />,
    aroundRouter: (router) => (
      <StorefrontAnalyticsProvider storage={storage} onError={(error) => problems.push(error)}>
        {router}
      </StorefrontAnalyticsProvider>
    ),
  });

  /** Everything this visitor's browser sent, oldest first (all its anonymous ids). */
  const sent = async (): Promise<StoredEvent[]> => {
    const events = await storedEvents(sandbox, { storefrontId: variant.storeId });
    return events.filter((event) => visitorIds.has(event.anonymousId ?? ''));
  };
  const visitorIds = new Set<string>();
  const rememberVisitor = () => {
    const id = storage.getItem('ajs_anonymous_id');
    if (id) visitorIds.add(id);
  };
  /** Waits until `predicate` holds for a sent event and answers it. */
  const waitForEvent = async (predicate: (event: StoredEvent) => boolean): Promise<StoredEvent> => {
    let found: StoredEvent | undefined;
    await waitFor(async () => {
      rememberVisitor();
      const events = await sent();
      found = events.find(predicate);
      const seen = events.map((event) => `${event.type} ${event.event ?? event.name ?? ''}`);
      const trouble = problems.map((problem) => `${problem.reason}: ${problem.message}`);
      expect(
        found,
        `sent: ${seen.join(', ') || 'nothing'}; problems: ${trouble.join('; ')}`,
      ).toBeDefined();
    });
    return found!;
  };
  return { ...view, storage, problems, sent, waitForEvent };
}

/** The product every event below is about: 250 custom mailer boxes at $2.09 each. */
const MAILERS_250 = { product_id: 'custom-mailer-box', quantity: 250, price: '2.09' };

const track = (name: string) => (event: StoredEvent) =>
  event.type === 'track' && event.event === name;

/** Tells the page it is going away: the client sends its waiting page event at once. */
const leavePage = () => window.dispatchEvent(new Event('pagehide'));

describe('analytics in the storefront', () => {
  it('reports Product Viewed and the page view of a product page, then Product Added after quick add', async () => {
    const user = userEvent.setup();
    const { waitForEvent, problems } = await renderWithAnalytics(
      '/product/custom-mailer-box?quantity=250',
    );
    await screen.findByText('Total $522.50, $2.09 per box');

    const viewed = await waitForEvent(track('Product Viewed'));
    expect(viewed.properties).toMatchObject({
      ...MAILERS_250,
      name: 'Custom Mailer Boxes',
      value: '522.50',
      currency: 'USD',
      url: expect.stringContaining('/product/custom-mailer-box?quantity=250'),
    });
    expect(viewed.properties['variant']).toEqual(expect.stringContaining('9 x 6 x 3'));
    expect(viewed.context).toMatchObject({ storefront: 'boxup', locale: 'en' });

    leavePage();
    const page = await waitForEvent((event) => event.type === 'page');
    expect(page.name).toBe('Product');
    expect(page.properties).toMatchObject({ name: 'Product', product_id: 'custom-mailer-box' });

    await user.click(screen.getByRole('button', { name: 'Quick add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    const added = await waitForEvent(track('Product Added'));
    expect(added.properties).toMatchObject({
      ...MAILERS_250,
      name: 'Custom Mailer Box',
      currency: 'USD',
      cart_id: expect.any(String),
    });
    expect(problems).toEqual([]);
  });

  it('reports Save Design with the design and whether it is the first save', async () => {
    const user = userEvent.setup();
    const { waitForEvent, sent, router, problems } = await renderWithAnalytics(
      '/template-designer?product=custom-mailer-box&Size=9+x+6+x+3&Quantity=250',
    );
    await screen.findByRole('group', { name: /Design canvas, Outside of the Display mailer/ });
    await user.type(screen.getByRole('textbox', { name: /Design name/ }), 'Candle mailer');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('designId')).toMatch(/^dsg_/),
    );
    const designId = new URLSearchParams(router.state.location.search).get('designId');

    const saved = await waitForEvent(track('Save Design'));
    expect(saved.properties).toEqual({
      design_id: designId,
      design_name: 'Candle mailer',
      product_id: 'custom-mailer-box',
      variant: expect.stringContaining('9 x 6 x 3'),
      is_new: true,
    });
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(async () =>
      expect(
        (await sent())
          .filter(track('Save Design'))
          .map((event) => [event.properties['design_id'], event.properties['is_new']]),
      ).toEqual([
        [designId, true],
        [designId, false],
      ]),
    );
    // A query change on the same page (the design id) is not another page view.
    leavePage();
    const page = await waitForEvent((event) => event.type === 'page');
    expect(page.name).toBe('Template Designer');
    expect((await sent()).filter((event) => event.type === 'page')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('identifies the customer who signs in, never sending the password, and resets on sign-out', async () => {
    const user = userEvent.setup();
    const { waitForEvent, sent, identity, storage, problems } = await renderWithAnalytics('/login');
    await logInAsDemo(user);

    const identified = await waitForEvent((event) => event.type === 'identify');
    const customerId = identity.getState().canonicalId;
    expect(customerId).toEqual(expect.any(String));
    expect(identified.userId).toBe(customerId);
    expect(identified.traits).toMatchObject({ email: 'demo@boxup.example' });
    expect(storage.getItem('ajs_user_id')).toBe(customerId);

    const visitor = storage.getItem('ajs_anonymous_id');
    await identity.signOut();
    await waitFor(() => expect(storage.getItem('ajs_anonymous_id')).not.toBe(visitor));
    expect(storage.getItem('ajs_user_id')).toBeNull();

    leavePage();
    await waitForEvent((event) => event.type === 'page');
    const everything = JSON.stringify(await sent());
    expect(everything).not.toContain(DEMO_CUSTOMER.password);
    expect(everything).not.toMatch(/"password"/i);
    expect(problems).toEqual([]);
  });

  it('reports Checkout Started on the shipping address step and Order Completed once', async () => {
    const view = await renderWithAnalytics('/');
    await view.identity.init();
    const api = createCartApi({
      ecommerceUrl: `${ORIGIN}/ecommerce`,
      paymentsUrl: `${ORIGIN}/payments`,
      tenant: 'north-america',
      storefrontId: 'boxup',
      getBearerToken: async () =>
        (await view.identity.getAccessToken()) ?? (await view.identity.getAnonymousToken()),
      fetch: sandbox.fetch as typeof globalThis.fetch,
    });
    const cart = await api.createCart({
      lineItems: [{ productKey: 'custom-mailer-box', quantity: 250 }],
    });
    // The browser keeps the new cart's id, as the cart store does after an add.
    writeCartInfo(localStorageAdapter(), { cartId: cart.id, version: cart.version, itemCount: 1 });
    await view.router.navigate('/shipping-address');
    const started = await view.waitForEvent(track('Checkout Started'));
    expect(started.properties).toMatchObject({
      order_id: cart.id,
      value: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'USD',
      products: [{ ...MAILERS_250, name: 'Custom Mailer Box' }],
    });

    const withAddress = await api.updateCartAddresses(cart.id, cart.version, {
      shippingAddress: SHOPPER_ADDRESS,
      billingAddress: SHOPPER_ADDRESS,
      customerEmail: SHOPPER_ADDRESS.email,
    });
    const token = await view.identity.getAnonymousToken();
    const payment = await sandbox.fetch(
      `/payments/tenants/north-america/storefronts/boxup/carts/${withAddress.id}/payments`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'Idempotency-Key': `analytics-${withAddress.id}`,
        },
        body: JSON.stringify({ paymentType: 'braintree', nonce: 'fake-valid-nonce' }),
      },
    );
    expect(payment.status).toBeLessThan(300);
    const { orderId } = (await payment.json()) as { orderId: string };
    sandbox.clock.advance(3000);

    await view.router.navigate(`/order-confirmation?orderId=${orderId}`);
    const completed = await view.waitForEvent(track('Order Completed'));
    expect(completed.properties).toMatchObject({
      order_id: orderId,
      checkout_id: cart.id,
      total: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'USD',
      products: [{ product_id: 'custom-mailer-box', quantity: 250 }],
    });
    // A reload of the confirmation page is stored once.
    await view.router.navigate('/');
    await view.router.navigate(`/order-confirmation?orderId=${orderId}`);
    leavePage();
    await waitFor(async () =>
      expect(
        (await view.sent()).filter(
          (event) => event.type === 'page' && event.name === 'Order Confirmation',
        ),
      ).not.toHaveLength(0),
    );
    expect((await view.sent()).filter(track('Order Completed'))).toHaveLength(1);
    expect(view.problems).toEqual([]);
  });
});

describe('useStorefrontAnalytics without a provider', () => {
  it('does nothing: pages that report events render and send nothing', async () => {
    const send = vi.spyOn(globalThis, 'fetch');
    function Reporter() {
      const analytics = useStorefrontAnalytics();
      useEffect(() => {
        analytics.page('Cart');
        analytics.track('Save Design', { design_id: 'dsg_1' });
        analytics.identify('cus_1', { email: 'dana@example.com' });
        analytics.reset();
      }, [analytics]);
      return <p>Reported</p>;
    }
    render(<Reporter />);
    expect(await screen.findByText('Reported')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(localStorage.getItem('ajs_user_id')).toBeNull();
    expect(localStorage.getItem('ajs_anonymous_id')).toBeNull();
    send.mockRestore();
  });
});
