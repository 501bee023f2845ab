// Test helpers ('@storefront/cart/testing'): shoppers with real tokens from the in-process
// sandbox's identity routes, and cart APIs bound to them.

/** What the helpers need of the in-process sandbox (`createSandboxLike()`): its `fetch`. */
export interface SandboxLike {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}
import { SHOPPER_ADDRESS } from '@storefront/orders/testing';
import { createCartApi, type CartApi } from '../api/cart-api';

export const TEST_ORIGIN = 'http://sandbox.test';

/** The seeded demo customer (sandbox README); one definition, in orders' test helpers. */
export { DEMO_CUSTOMER } from '@storefront/orders/testing';

const SERVICE_KEYS: Record<string, string> = {
  boxup: 'boxupAnonServiceKey001',
  ybd: 'ybdAnonServiceKey00001',
};

export interface Shopper {
  /** The current bearer token; change it to switch who the API acts for. */
  token: string;
  credentials?: { email: string; password: string };
  anonymousId?: string;
  validationKey?: string;
  customerId?: string;
}

async function postJson(sandbox: SandboxLike, path: string, body?: unknown) {
  const response = await sandbox.fetch(path, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A new anonymous shopper of the store. */
export async function anonymousShopper(
  sandbox: SandboxLike,
  storefront = 'boxup',
): Promise<Shopper> {
  const body = await postJson(sandbox, `/anon/${SERVICE_KEYS[storefront]}/token`);
  return {
    token: String(body['anonymousToken']),
    anonymousId: String(body['anonymousId']),
    validationKey: String(body['validationKey']),
  };
}

/** Signs a customer in (from the shopper's anonymous session, which records the merge). */
export async function signIn(
  sandbox: SandboxLike,
  credentials: { email: string; password: string },
  from?: Shopper,
  storefront = 'boxup',
): Promise<Shopper> {
  const body = await postJson(sandbox, '/auth/v1/north-america/login', {
    storeFrontId: storefront,
    email: credentials.email,
    password: credentials.password,
    ...(from?.anonymousId
      ? { anonymousId: from.anonymousId, validationKey: from.validationKey }
      : {}),
  });
  const token = String(body['accessToken']);
  // atob, not Buffer: the helper is part of './testing' and also runs in browser tests.
  const claims = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const payload = JSON.parse(atob(claims)) as { sub: string };
  return { token, customerId: payload.sub, credentials };
}

/** Signs a new customer up (group retail) and in. */
export async function newCustomer(sandbox: SandboxLike, label: string): Promise<Shopper> {
  const email = `${label}.${Math.random().toString(36).slice(2)}@cart.test`;
  const password = 'Sturdy#Box9';
  await postJson(sandbox, '/idp/dbconnections/signup', {
    client_id: 'boxup-storefront',
    connection: 'boxup',
    email,
    password,
    user_metadata: { given_name: 'Avery', family_name: 'Quinn', company: 'Quinn Candles' },
  });
  return signIn(sandbox, { email, password });
}

/** A cart API acting for `shopper` (reads `shopper.token` at each call). */
export function cartApiFor(sandbox: SandboxLike, shopper: Shopper, storefront = 'boxup'): CartApi {
  return createCartApi({
    ecommerceUrl: `${TEST_ORIGIN}/ecommerce`,
    paymentsUrl: `${TEST_ORIGIN}/payments`,
    tenant: 'north-america',
    storefrontId: storefront,
    getBearerToken: () => shopper.token,
    fetch: sandbox.fetch as (input: Request, init?: RequestInit) => Promise<Response>,
  });
}

/** A shipping address in Arlington, TX (API form): orders' sandbox shopper's, with a phone. */
export const ARLINGTON = { ...SHOPPER_ADDRESS, phone: '8175550100' };
