import { localStorageAdapter } from '@storefront/browser-storage';
import { writeCartInfo, type LineItemDraft } from '@storefront/cart';
import { ARLINGTON } from '@storefront/cart/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Identity } from '@storefront/identity-sdk';
import { defaultStore } from '../../lib/variants/default-store';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { fullStoreRoutes } from '../routes/full-store-routes';
import { sandboxCartApi } from './sandbox-cart-api';
import { setUpStorefrontSandbox } from './storefront-sandbox';

// Test helper of the page tests that work on the shopper's cart (product pages, quick add, cart,
// shipping, payment): the in-process sandbox of the test file, the shopper's cart API, and a
// shopper whose cart already holds lines, as a product page leaves it.

/** 250 custom mailer boxes, the line most checkout tests buy. */
export const MAILERS: LineItemDraft = { productKey: 'custom-mailer-box', quantity: 250 };

/** A $1 sample of the mailer box. */
export const SAMPLE: LineItemDraft = {
  productKey: 'custom-mailer-box-sample',
  quantity: 1,
  attributes: { Size: '9 x 6 x 3' },
};

/** What the helper needs of the in-process sandbox (`createTestSandbox` gives it). */
interface CartSandbox {
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  clock: { advance(ms: number): unknown };
  close(): Promise<void>;
}

/** Options of the `openWithCart` of {@link setUpCartJourney}. */
export interface OpenWithCartOptions {
  /** Saves Arlington, TX as the shipping and billing address (and its email). */
  addresses?: boolean;
  /** Applies this coupon to the cart. */
  coupon?: string;
  /** The storefront's fetch, when a test wraps the sandbox's. */
  fetch?: typeof globalThis.fetch;
  /** The store to open (its tenant and store id for the cart); the default store unless given. */
  variant?: StoreVariant;
}

/**
 * Sets up the sandbox of a test file whose pages work on the cart (they wait long: cart,
 * payment and order services; `testTimeout` 90 s unless given) and answers it with:
 * - `open(path, variant)`: the store (default) at `path`, with no cart yet;
 * - `cartApiOf(identity, variant)`: the cart API of a rendered store's shopper;
 * - `openWithCart(path, lines, options)`: renders the store (default) at `/`, puts `lines` into
 *   the shopper's cart through the cart service and keeps its id in the browser (as a product
 *   page would), optionally with addresses and a coupon, then opens `path`.
 *
 * @example
 * const { openWithCart } = setUpCartJourney(createTestSandbox);
 * it('lists the lines', async () => {
 *   const { user } = await openWithCart('/cart', [MAILERS]);
 * });
 */
export function setUpCartJourney(
  start: () => Promise<CartSandbox>,
  { testTimeout = 90_000 }: { testTimeout?: number } = {},
) {
  const sandbox = setUpStorefrontSandbox(start, {
    asyncUtilTimeout: 15_000,
    testTimeout,
    clearStorage: true,
  });
  const fetchOfSandbox: typeof fetch = (input, init) => sandbox.fetch(input, init);
  const cartApiOf = (identity: Identity, variant: StoreVariant = defaultStore) =>
    sandboxCartApi(identity, fetchOfSandbox, variant);

  async function openWithCart(
    path: string,
    lines: LineItemDraft[],
    options: OpenWithCartOptions = {},
  ) {
    const variant = options.variant ?? defaultStore;
    const view = await sandbox.render('/', {
      variant,
      routes: fullStoreRoutes,
      fetch: options.fetch,
    });
    await view.identity.init();
    const api = cartApiOf(view.identity, variant);
    let cart = await api.createCart({ lineItems: lines });
    if (options.addresses) {
      cart = await api.updateCartAddresses(cart.id, cart.version, {
        shippingAddress: ARLINGTON,
        billingAddress: ARLINGTON,
        customerEmail: ARLINGTON.email,
      });
    }
    if (options.coupon) cart = await api.applyCoupon(cart.id, cart.version, options.coupon);
    // The browser keeps the new cart's id, as the cart store does after an add.
    writeCartInfo(localStorageAdapter(), {
      cartId: cart.id,
      version: cart.version,
      itemCount: cart.lineItems.length,
    });
    await view.router.navigate(path);
    return { ...view, api, cart, user: userEvent.setup() };
  }

  const open = (path: string, variant: StoreVariant = defaultStore) =>
    sandbox.render(path, { variant, routes: fullStoreRoutes });

  return { sandbox, open, cartApiOf, openWithCart };
}

/** The page's heading (level 1) named `name`, once it shows. */
export const findCheckoutHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name });

/** The header's account navigation (cart count, log in/out). */
export const accountNavigation = () => screen.getByRole('navigation', { name: 'Account' });

/** Types a card into the card sandbox's form and places the order. */
export async function payByCard(
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
