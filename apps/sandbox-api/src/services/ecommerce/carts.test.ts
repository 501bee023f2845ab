import { describe, expect, it } from 'vitest';
import { PRINTED_MAILER as MAILER, setUpCommerceSandbox } from './commerce.test-setup.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const { kit } = setUpCommerceSandbox();

async function newCart(lineItems: unknown[] = [MAILER], extra: Record<string, unknown> = {}) {
  const session = await kit.anonymous();
  const response = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
    token: session.anonymousToken,
    body: { lineItems, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { token: session.anonymousToken, cart: response.body, session };
}

/** Sends line `actions` to the cart, as of `version`. */
function changeLines(token: string, cartId: string, version: number, actions: unknown[]) {
  return kit.call<CartResponse>('PATCH', kit.ecommerce(`carts/${cartId}/lineitems`), {
    token,
    body: { version, actions },
  });
}

describe('POST carts (create or add)', () => {
  it('creates a cart at version 1 with lines priced from the catalogue price tiers', async () => {
    const { cart } = await newCart();

    expect(cart).toMatchObject({
      version: 1,
      cartState: 'Active',
      currency: 'USD',
      couponCode: null,
    });
    const [line] = cart.lineItems;
    // 9 x 6 x 3 mailer, full colour, Kraft: $2.09 a box at 250 (catalogue seed).
    expect(line).toMatchObject({
      productKey: 'custom-mailer-box',
      quantity: 250,
      attributes: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
      price: { type: 'centPrecision', currencyCode: 'USD', centAmount: 209, fractionDigits: 2 },
      totalPrice: { centAmount: 52250 },
      isCheckoutReady: true,
      checkoutUnreadyReasons: [],
      isPriceUpdated: false,
      isShippingMethodApplicable: true,
    });
    expect(line?.custom.fields).toMatchObject({
      productKey: 'custom-mailer-box',
      isSampleProduct: false,
      merchandisingProductName: 'Custom Mailer Box',
      mcpSkuVersion: 7,
      MMProductVersion: 3,
      productConfigUrl: 'http://sandbox.test/products/configs/custom-mailer-box',
      basePrice: JSON.stringify({
        type: 'centPrecision',
        centAmount: 209,
        currencyCode: 'USD',
        fractionDigits: 2,
      }),
    });
    expect(JSON.parse(line?.custom.fields.finalSelectionV2 ?? '')).toEqual({
      Size: '9 x 6 x 3',
      'Print Options': 'Outside full colour',
      Color: 'Kraft',
      Quantity: '250',
    });
  });

  it('adds one shipping line per line item, Standard by default, dated in work days', async () => {
    const { cart } = await newCart();

    expect(cart.customLineItems).toHaveLength(1);
    // Standard to the default estimate address: 5 production + 5 transit work days from
    // Wednesday 2030-01-09 → Wednesday 2030-01-23. $9.95 + 250 × 15¢ = $47.45.
    expect(cart.customLineItems[0]).toMatchObject({
      lineItemId: cart.lineItems[0]?.id,
      eCommerceDeliveryOptionId: 'edo-standard',
      name: 'Standard',
      serviceName: 'UPS Ground',
      date: '2030-01-23T00:00:00Z',
      price: { centAmount: 4745 },
    });
    expect(JSON.parse(cart.lineItems[0]?.custom.fields.promisedArrivalDateV2 ?? '')).toEqual({
      promisedArrivalDate: '2030-01-23T00:00:00Z',
      revisedArrivalDate: '0001-01-01T00:00:00Z',
    });
    expect(cart.totalPrice.centAmount).toBe(52250 + 4745);
  });

  it('refuses a second active cart for the same shopper with the one that exists', async () => {
    const { token, cart } = await newCart();

    const again = await kit.call('POST', kit.ecommerce('carts'), { token, body: {} });

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      title: 'ActiveCartExists',
      cartId: cart.id,
      currentVersion: 1,
    });
  });

  it('adds to an existing cart with its version', async () => {
    const { token, cart } = await newCart();

    const added = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
      token,
      body: {
        cartId: cart.id,
        version: 1,
        lineItems: [{ productKey: 'shipping-box-insert', quantity: 10 }],
      },
    });

    expect(added.status).toBe(200);
    expect(added.body.version).toBe(2);
    expect(added.body.lineItems.map((line) => line.productKey)).toEqual([
      'custom-mailer-box',
      'shipping-box-insert',
    ]);
  });

  it.each([
    [{ productKey: 'no-such-box', quantity: 1 }, 'UnknownProduct'],
    [{ ...MAILER, attributes: { Size: '7x7x7' } }, 'InvalidSelection'],
    [{ productKey: 'custom-shipper-box', quantity: 5 }, 'PriceNotFound'],
  ])('refuses a bad line %j with 400 %s', async (line, title) => {
    const session = await kit.anonymous();
    const response = await kit.call('POST', kit.ecommerce('carts'), {
      token: session.anonymousToken,
      body: { lineItems: [line] },
    });
    expect(response.status).toBe(400);
    expect(response.body.title).toBe(title);
  });

  it('needs a bearer token of the tenant and a known storefront', async () => {
    expect((await kit.call('POST', kit.ecommerce('carts'), { body: {} })).body).toMatchObject({
      title: 'InvalidToken',
      detail: 'Invalid access token',
    });
    const session = await kit.anonymous();
    const unknown = await kit.call(
      'POST',
      '/ecommerce/tenants/north-america/storefronts/nope/carts',
      {
        token: session.anonymousToken,
        body: {},
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('StorefrontNotFound');
    const otherTenant = await kit.call(
      'POST',
      '/ecommerce/tenants/germany/storefronts/boxup/carts',
      { token: session.anonymousToken, body: {} },
    );
    expect(otherTenant.body.title).toBe('StorefrontNotFound');
  });

  it("hides another shopper's cart", async () => {
    const { cart } = await newCart();
    const stranger = await kit.anonymous();

    const response = await kit.call('GET', kit.ecommerce(`carts/${cart.id}`), {
      token: stranger.anonymousToken,
    });

    expect(response.status).toBe(404);
    expect(response.body.title).toBe('CartNotFound');
  });
});

describe('versions', () => {
  it('refuses a change with a stale version with 409 and the current version, and changes nothing', async () => {
    const { token, cart } = await newCart();
    const lineItemId = cart.lineItems[0]?.id;
    const first = await changeLines(token, cart.id, 1, [
      { action: 'changeLineItemQuantity', lineItemId, quantity: 500 },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    // A double click: the same change again with the version the client had.
    const stale = await changeLines(token, cart.id, 1, [{ action: 'addLineItem', ...MAILER }]);

    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      title: 'ConcurrentModification',
      cartId: cart.id,
      currentVersion: 2,
    });
    const read = await kit.call<CartResponse>('GET', kit.ecommerce(`carts/${cart.id}`), { token });
    expect(read.body.version).toBe(2);
    expect(read.body.lineItems).toHaveLength(1);
    expect(read.body.lineItems[0]?.quantity).toBe(500);
  });

  it('lets exactly one of two concurrent changes of one version through', async () => {
    const { token, cart } = await newCart();
    const add = () =>
      changeLines(token, cart.id, 1, [
        { action: 'addLineItem', productKey: 'shipping-box-insert', quantity: 10 },
      ]);

    const statuses = (await Promise.all([add(), add()])).map((response) => response.status).sort();

    expect(statuses).toEqual([200, 409]);
  });

  it('asks for the version on every change', async () => {
    const { token, cart } = await newCart();
    const response = await kit.call('PATCH', kit.ecommerce(`carts/${cart.id}/couponCode`), {
      token,
      body: { couponCode: 'FIRSTRUN10' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title: 'ValidationError' });
    expect(JSON.stringify(response.body.errors)).toContain('version');
  });
});

describe('PATCH carts/{id}/lineitems', () => {
  it('changes quantities (repricing at the new break), removes lines, and names an unknown line', async () => {
    const { token, cart } = await newCart();
    const lineItemId = cart.lineItems[0]?.id ?? '';

    const changed = await changeLines(token, cart.id, 1, [
      { action: 'changeLineItemQuantity', lineItemId, quantity: 10 },
    ]);
    // $5.49 a box at 10 (catalogue seed).
    expect(changed.body.lineItems[0]?.price.centAmount).toBe(549);
    expect(changed.body.lineItems[0]?.isPriceUpdated).toBe(false);

    const unknown = await changeLines(token, cart.id, 2, [
      { action: 'removeLineItem', lineItemId: 'li_nope' },
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('LineItemNotFound');

    const removed = await changeLines(token, cart.id, 2, [
      { action: 'removeLineItem', lineItemId },
    ]);
    expect(removed.body).toMatchObject({ version: 3, lineItems: [], customLineItems: [] });
    expect(removed.body.totalPrice.centAmount).toBe(0);
  });

  it('marks an out-of-stock size and a quantity above the capacity as not checkout ready', async () => {
    const { cart } = await newCart([
      { productKey: 'custom-gable-box', quantity: 100, attributes: { Size: '10x6x8' } },
      { productKey: 'service-charge', quantity: 2 },
    ]);

    expect(cart.lineItems[0]).toMatchObject({
      isCheckoutReady: false,
      checkoutUnreadyReasons: [
        { code: 'OutOfStock', message: 'Product is out of stock. Please try after sometime' },
      ],
    });
    expect(cart.lineItems[1]).toMatchObject({
      isCheckoutReady: false,
      checkoutUnreadyReasons: [
        { code: 'QuantityNotInStock', message: 'Selected quantity of item is not in stock' },
      ],
    });
    expect(cart.recalculationFlags.hasCheckoutUnreadyItems).toBe(true);
    // The service charge ships nothing.
    expect(cart.customLineItems[1]).toMatchObject({
      eCommerceDeliveryOptionId: 'edo-none',
      price: { centAmount: 0 },
    });
  });
});

describe('custom fields', () => {
  it('keeps the JSON text a client gives, malformed or not, and refuses fields the sandbox owns', async () => {
    const { cart } = await newCart([
      {
        ...MAILER,
        custom: {
          fields: { userSelectionV2: '{not json', previewURL2dThumbnail: 'https://img/1.png' },
        },
      },
    ]);
    expect(cart.lineItems[0]?.custom.fields).toMatchObject({
      userSelectionV2: '{not json',
      previewURL2dThumbnail: 'https://img/1.png',
    });

    const session = await kit.anonymous();
    const refused = await kit.call('POST', kit.ecommerce('carts'), {
      token: session.anonymousToken,
      body: { lineItems: [{ ...MAILER, custom: { fields: { basePrice: '1' } } }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('ValidationError');
  });
});
