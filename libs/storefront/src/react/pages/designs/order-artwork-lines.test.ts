import { createCatalogClient } from '@storefront/catalog';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { isArtworkDownloadEnabled } from '@storefront/designs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadOrderArtworkLines } from './order-artwork-lines';

// The artwork lines of the download-artwork page carry each product's config, so the artwork
// download rule's non-customizable branch applies (issue 13: it never did).
vi.setConfig({ testTimeout: 60_000 });

const SANDBOX = 'http://sandbox.test';
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

async function call<T>(
  method: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  const response = await sandbox.fetch(path, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(method === 'POST' && path.endsWith('/payments')
        ? { 'Idempotency-Key': `artwork-${path}` }
        : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const ecommerce = (path: string) => `/ecommerce/tenants/north-america/storefronts/boxup/${path}`;

/** A new customer who paid for a designed mailer and a (non-customizable) insert. */
async function customerWithOrder(email: string) {
  const password = 'Sturdy#Box9';
  const { _id: customerId } = await call<{ _id: string }>('POST', '/idp/dbconnections/signup', {
    body: { client_id: 'boxup-storefront', connection: 'boxup', email, password },
  });
  const { accessToken } = await call<{ accessToken: string }>(
    'POST',
    '/auth/v1/north-america/login',
    { body: { storeFrontId: 'boxup', email, password } },
  );
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetName: '500 Main St',
    postalCode: '76011',
    city: 'Arlington',
    state: 'TX',
    country: 'US',
  };
  const cart = await call<{ id: string }>('POST', ecommerce('carts'), {
    token: accessToken,
    body: {
      lineItems: [
        { productKey: 'custom-mailer-box', quantity: 250, attributes: { Size: '9x6x3' } },
        { productKey: 'shipping-box-insert', quantity: 250 },
      ],
      shippingAddress: address,
      billingAddress: address,
    },
  });
  await call(
    'POST',
    `/payments/tenants/north-america/storefronts/boxup/carts/${cart.id}/payments`,
    {
      token: accessToken,
      body: { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
    },
  );
  return { customerId, accessToken };
}

describe('loadOrderArtworkLines', () => {
  it('gives each line its product config: the insert is non-customizable, the mailer is not', async () => {
    const { customerId, accessToken } = await customerWithOrder('artwork-lines@example.com');
    const options = {
      tenant: 'north-america',
      storefrontId: 'boxup',
      fetch: sandbox.fetch,
      getBearerToken: async () => accessToken,
    };
    const lines = await loadOrderArtworkLines(
      { ...options, ecommerceUrl: `${SANDBOX}/ecommerce`, paymentsUrl: `${SANDBOX}/payments` },
      createCatalogClient({
        ...options,
        priceUrl: `${SANDBOX}/price`,
        productsUrl: `${SANDBOX}/products`,
        selectorUrl: `${SANDBOX}/selector`,
        ecommerceUrl: `${SANDBOX}/ecommerce`,
        sessionUrl: `${SANDBOX}/session`,
        contentUrl: `${SANDBOX}/content`,
      }),
      customerId,
    );
    const byKey = new Map(lines.map((line) => [line.productKey, line]));
    expect(byKey.get('shipping-box-insert')?.productConfig?.productFlowConfiguration).toEqual({
      nonCustomizable: true,
    });
    expect(byKey.get('custom-mailer-box')?.productConfig?.productFlowConfiguration).toEqual({
      nonCustomizable: false,
    });
    // With a print document, only the non-customizable line keeps its artwork download.
    const printed = (key: string) => ({
      ...byKey.get(key),
      documentReferenceUrl: 'https://docs.example/doc/1',
    });
    expect(
      isArtworkDownloadEnabled(
        printed('shipping-box-insert'),
        printed('shipping-box-insert').productConfig,
      ),
    ).toBe(true);
    expect(
      isArtworkDownloadEnabled(
        printed('custom-mailer-box'),
        printed('custom-mailer-box').productConfig,
      ),
    ).toBe(false);
  });
});
