import { ARLINGTON, cartApiFor, newCustomer } from '@storefront/cart/testing';
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

/** A new customer who paid for a designed mailer and a (non-customizable) insert. */
async function customerWithOrder(label: string) {
  const shopper = await newCustomer(sandbox, label);
  const api = cartApiFor(sandbox, shopper);
  const cart = await api.createCart({
    lineItems: [
      { productKey: 'custom-mailer-box', quantity: 250, attributes: { Size: '9x6x3' } },
      { productKey: 'shipping-box-insert', quantity: 250 },
    ],
    shippingAddress: ARLINGTON,
    billingAddress: ARLINGTON,
  });
  await api.payCart(
    cart.id,
    { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
    { idempotencyKey: `artwork-${cart.id}` },
  );
  return { customerId: shopper.customerId ?? '', accessToken: shopper.token };
}

describe('loadOrderArtworkLines', () => {
  it('gives each line its product config: the insert is non-customizable, the mailer is not', async () => {
    const { customerId, accessToken } = await customerWithOrder('artwork-lines');
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
