// Test helper (not exported from the package): drives the in-process sandbox's real routes to
// get a signed-in customer and orders — sign-up, sign-in, a cart, a payment. It fakes nothing.
import type { HttpFetch } from '@storefront/http';
import {
  createOrdersClient,
  type OrdersClient,
  type OrdersClientOptions,
} from '../api/orders-client';

/** What the helpers need of the test's sandbox (`createTestSandbox()` gives it). */
export interface TestSandbox {
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

/** The origin the in-process sandbox answers on. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** An orders client for the sandbox's service paths, talking through `fetch`. */
export function createSandboxOrdersClient(
  fetch: HttpFetch,
  token: string | null,
  options: Partial<OrdersClientOptions> = {},
): OrdersClient {
  return createOrdersClient({
    ecommerceUrl: `${SANDBOX_ORIGIN}/ecommerce`,
    paymentsUrl: `${SANDBOX_ORIGIN}/payments`,
    tenant: 'north-america',
    storefrontId: 'boxup',
    getBearerToken: async () => token,
    fetch,
    ...options,
  });
}

/** The demo customer seeded by the sandbox (may pay by invoice without terms). */
export const DEMO_CUSTOMER = {
  id: 'cus_demo_dana_whitfield',
  email: 'demo@boxup.example',
  password: 'Boxes4All!',
} as const;

/** The shopper's address in Arlington, TX, that sandbox orders ship to and bill (API form). */
export const SHOPPER_ADDRESS = {
  company: 'Lovelace Labs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '500 Main St',
  postalCode: '76011',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
  email: 'ada@example.com',
};

const MAILER = { productKey: 'custom-mailer-box', quantity: 250, attributes: { Size: '9x6x3' } };

async function call<T>(
  sandbox: TestSandbox,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers['authorization'] = `Bearer ${init.token}`;
  const response = await sandbox.fetch(path, {
    method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A signed-in customer of the store. */
export interface SandboxCustomer {
  customerId: string;
  email: string;
  password: string;
  accessToken: string;
}

/** Signs a new customer up and in (`boxup`). */
export async function signUpCustomer(
  sandbox: TestSandbox,
  email: string,
): Promise<SandboxCustomer> {
  const password = 'Sturdy#Box9';
  const signedUp = await call<{ _id: string }>(sandbox, 'POST', '/idp/dbconnections/signup', {
    body: {
      client_id: 'boxup-storefront',
      connection: 'boxup',
      email,
      password,
      user_metadata: { given_name: 'Test', family_name: 'Shopper' },
    },
  });
  const accessToken = await signIn(sandbox, email, password);
  return { customerId: signedUp._id, email, password, accessToken };
}

/** Signs a customer in; answers the access token. */
export async function signIn(
  sandbox: TestSandbox,
  email: string,
  password: string,
): Promise<string> {
  const login = await call<{ accessToken: string }>(
    sandbox,
    'POST',
    '/auth/v1/north-america/login',
    {
      body: { storeFrontId: 'boxup', email, password },
    },
  );
  return login.accessToken;
}

const ecommerce = (path: string) => `/ecommerce/tenants/north-america/storefronts/boxup/${path}`;
const payments = (path: string) => `/payments/tenants/north-america/storefronts/boxup/${path}`;

let keys = 0;

/**
 * Places an order through the real cart and payment routes: a mailer line (250, 9 x 6 x 3) to
 * Texas, paid by the fixed test card, or by invoice without terms (`invoice: true`, demo
 * customer only), with an optional coupon. Answers the order id and payment id.
 */
export async function placeOrder(
  sandbox: TestSandbox,
  token: string,
  options: { invoice?: boolean; coupon?: string; poNumber?: string; free?: boolean } = {},
): Promise<{ orderId: string; paymentId: string }> {
  const cart = await call<{ id: string; version: number }>(sandbox, 'POST', ecommerce('carts'), {
    token,
    body: {
      lineItems: [MAILER],
      shippingAddress: SHOPPER_ADDRESS,
      billingAddress: SHOPPER_ADDRESS,
    },
  });
  if (options.coupon) {
    await call(sandbox, 'PATCH', ecommerce(`carts/${cart.id}/couponCode`), {
      token,
      body: { version: cart.version, couponCode: options.coupon },
    });
  }
  keys += 1;
  return call(sandbox, 'POST', payments(`carts/${cart.id}/payments`), {
    token,
    headers: { 'Idempotency-Key': `orders-test-${keys}-${cart.id}` },
    body: options.free
      ? { paymentType: 'freeOfCharge' }
      : options.invoice
        ? {
            paymentType: 'paymentByInvoice',
            paymentInstrumentType: 'invoice_without_terms',
            ...(options.poNumber ? { poNumber: options.poNumber } : {}),
          }
        : { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
  });
}

/**
 * A frozen sandbox clock (the sandbox's testing entry takes any clock of this shape): it moves
 * only when advanced or set, so tests of dates and statuses are exact.
 */
export function frozenClock(start: Date) {
  let ms = start.getTime();
  return {
    frozen: true,
    now: () => new Date(ms),
    advance: (delta: number) => new Date((ms += delta)),
    set: (date: Date) => new Date((ms = date.getTime())),
  };
}
