import { describe, expect, it } from 'vitest';
import {
  driftFirstLine,
  newAnonymousCart,
  PRINTED_MAILER as MAILER,
  setUpCommerceSandbox,
  START,
  TEXAS,
} from './commerce.test-setup.ts';
import type { AnonymousShop } from './commerce.test-setup.ts';
import type { DeliveryOption } from './delivery.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const DAY = 24 * 60 * 60 * 1000;

const { sandbox, kit } = setUpCommerceSandbox({
  // Tokens outlive the days the clock is moved by.
  tokenLifetimes: { anonymousTokenMs: 30 * DAY },
});

const address = (fields: Record<string, string>) => ({ ...TEXAS, ...fields });

const TORONTO = address({ country: 'CA', state: 'ON', postalCode: 'M5V 2T6', city: 'Toronto' });
const MONTREAL = address({ country: 'CA', state: 'QC', postalCode: 'H2X 1Y4', city: 'Montreal' });
const SAN_JUAN = address({ country: 'US', state: 'PR', postalCode: '00901', city: 'San Juan' });
const PORTLAND = address({ country: 'US', state: 'OR', postalCode: '97201', city: 'Portland' });

type Shop = AnonymousShop;

const newCart = (lineItems: unknown[] = [MAILER]): Promise<Shop> =>
  newAnonymousCart(kit, lineItems);

async function setAddress(shop: Shop, shipping: unknown, billing: unknown = shipping) {
  const response = await kit.call<CartResponse>(
    'PATCH',
    kit.ecommerce(`carts/${shop.cart.id}/addresses`),
    {
      token: shop.token,
      body: { version: shop.cart.version, shippingAddress: shipping, billingAddress: billing },
    },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  shop.cart = response.body;
  return response.body;
}

async function read(shop: Shop, query = '') {
  const response = await kit.call<CartResponse>(
    'GET',
    kit.ecommerce(`carts/${shop.cart.id}${query}`),
    { token: shop.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  shop.cart = response.body;
  return response.body;
}

/** `GET eCommerceDeliveryOptions` for 100 mailer boxes without a cart, to an address. */
const productEstimate = (country: string, state: string, postalCode: string) =>
  kit.call<{ deliveryOptions: DeliveryOption[] }>(
    'GET',
    kit.ecommerce(
      `eCommerceDeliveryOptions?productKey=custom-mailer-box&quantity=100&country=${country}&state=${state}&postalCode=${encodeURIComponent(postalCode)}`,
    ),
  );

describe('taxes per state and province', () => {
  it('has no tax and says "Missing address information." without a shipping address', async () => {
    const { cart } = await newCart();

    expect(cart.taxedPrice.totalTax.centAmount).toBe(0);
    expect(cart.taxedPrice.totalGross).toEqual(cart.taxedPrice.totalNet);
    expect(cart.lineItems[0]?.taxRate).toBeNull();
    expect(cart.recalculationFlags).toMatchObject({
      isTaxCalculated: false,
      reasons: [{ code: 'EstimatedTaxNeedsMoreInfo', message: 'Missing address information.' }],
    });
  });

  it('taxes lines and shipping at the Texas rate, rounded half up per line', async () => {
    const shop = await newCart();
    const cart = await setAddress(shop, address({}));

    // Line $522.50 × 6.25 % = 3265.625 → 3266; Standard shipping $47.45 × 6.25 % = 296.5625 → 297.
    expect(cart.lineItems[0]).toMatchObject({
      taxRate: {
        name: 'US-TX',
        amount: 0.0625,
        includedInPrice: false,
        country: 'US',
        state: 'TX',
      },
      taxedPrice: {
        totalNet: { centAmount: 52250 },
        totalTax: { centAmount: 3266 },
        totalGross: { centAmount: 55516 },
      },
    });
    expect(cart.customLineItems[0]?.taxedPrice.totalTax.centAmount).toBe(297);
    expect(cart.taxedPrice).toMatchObject({
      totalNet: { centAmount: 56995 },
      totalTax: { centAmount: 3563 },
      totalGross: { centAmount: 60558 },
      taxPortions: [{ name: 'US-TX', rate: 0.0625, amount: { centAmount: 3563 } }],
    });
    expect(cart.recalculationFlags).toMatchObject({ isTaxCalculated: true, reasons: [] });
  });

  it.each([
    ['Ontario (HST 13 %)', TORONTO, 'CA-ON', 0.13],
    ['Quebec (GST + QST)', MONTREAL, 'CA-QC', 0.14975],
    ['Puerto Rico (IVU)', SAN_JUAN, 'US-PR', 0.115],
    ['Oregon (no sales tax)', PORTLAND, 'US-OR', 0],
  ])('uses the rate of %s', async (_name, shipTo, name, rate) => {
    const shop = await newCart();
    const cart = await setAddress(shop, shipTo);

    expect(cart.lineItems[0]?.taxRate).toMatchObject({ name, amount: rate });
    const expected = Math.floor((2 * 52250 * Math.round(rate * 1e6) + 1e6) / 2e6);
    expect(cart.lineItems[0]?.taxedPrice.totalTax.centAmount).toBe(expected);
  });

  it.each([
    [
      'a state missing',
      { state: '' },
      'MissingRequiredInput',
      'Sorry, something went wrong. We are working on it.',
    ],
    [
      'a postal code of another country',
      { country: 'CA', state: 'ON' },
      'InvalidInputValue',
      'Sorry, something went wrong. We are working on it.',
    ],
    [
      'a territory without tax setup',
      { state: 'GU', postalCode: '96910' },
      'MissingTaxSetup',
      'Sorry, something went wrong. We are working on it.',
    ],
    [
      'the failing postal code 00000',
      { postalCode: '00000' },
      'TaxCalculationFailure',
      'Please refresh the page and try again.',
    ],
  ])('gives the spec reason for %s', async (_name, fields, code, message) => {
    const shop = await newCart();
    const cart = await setAddress(shop, address(fields));

    expect(cart.recalculationFlags).toMatchObject({
      isTaxCalculated: false,
      reasons: [{ code, message }],
    });
    expect(cart.taxedPrice.totalTax.centAmount).toBe(0);
  });
});

describe('delivery options', () => {
  it('lists options per line with prices, names and dates skipping weekends', async () => {
    const shop = await newCart([MAILER, { productKey: 'custom-mailer-box-sample', quantity: 1 }]);

    const response = await kit.call<{
      items: Array<{ lineItemId: string; deliveryOptions: DeliveryOption[] }>;
    }>('GET', kit.ecommerce(`carts/${shop.cart.id}/eCommerceDeliveryOptions?groupByItem=true`), {
      token: shop.token,
    });

    expect(response.status).toBe(200);
    const [boxes, sample] = response.body.items;
    expect(boxes?.lineItemId).toBe(shop.cart.lineItems[0]?.id);
    expect(
      boxes?.deliveryOptions.map((option) => [
        option.eCommerceDeliveryOptionId,
        option.displayNames,
        option.shippingPrice.centAmount,
        option.date,
      ]),
    ).toEqual([
      // Wednesday + 5 production + 5/2/1 transit work days.
      ['edo-standard', ['Standard', 'UPS Ground'], 995 + 250 * 15, '2030-01-23T00:00:00Z'],
      ['edo-expedited', ['Expedited', 'UPS 2nd Day Air'], 1995 + 250 * 30, '2030-01-18T00:00:00Z'],
      ['edo-express', ['Express', 'UPS Next Day Air'], 3995 + 250 * 55, '2030-01-17T00:00:00Z'],
    ]);
    // Samples: 2 production work days; Standard shipping is free.
    expect(sample?.deliveryOptions[0]).toMatchObject({
      eCommerceDeliveryOptionId: 'edo-standard',
      shippingPrice: { centAmount: 0 },
      date: '2030-01-18T00:00:00Z',
    });
    expect(boxes?.deliveryOptions[0]?.tracingRecord).toMatchObject({
      carrier: 'UPS',
      productionWorkDays: 5,
      transitWorkDays: 5,
      destinationPostalCode: '76001',
    });
  });

  it('estimates for a product without a cart, and refuses a postal code of the wrong form', async () => {
    const ok = await productEstimate('CA', 'BC', 'V6B 1A1');
    expect(ok.status).toBe(200);
    // Canada: no Express; prices × 1.3.
    expect(ok.body.deliveryOptions.map((option) => option.name)).toEqual(['Standard', 'Expedited']);
    expect(ok.body.deliveryOptions[0]?.shippingPrice.centAmount).toBe(
      Math.floor((2 * (995 + 100 * 15) * 13 + 10) / 20),
    );

    const bad = await productEstimate('US', 'TX', 'ABC');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      title: 'ShippingOptionsUnavailable',
      detail: 'Unable to recieve Shipping Options for the given Postal Code',
    });
  });

  it('has no options for a country the store does not ship to', async () => {
    const response = await productEstimate('DE', 'BE', '10115');
    expect(response.status).toBe(200);
    expect(response.body.deliveryOptions).toEqual([]);
  });

  it('re-quotes promised dates when the shopper changes the shipping address, without flagging', async () => {
    const shop = await newCart();
    const cart = await setAddress(shop, TORONTO);
    // Canada Standard: 5 production + 7 transit work days from Wednesday 2030-01-09.
    expect(cart.customLineItems[0]).toMatchObject({
      serviceName: 'UPS Standard',
      date: '2030-01-25T00:00:00Z',
    });
    expect(
      JSON.parse(cart.lineItems[0]?.custom.fields.promisedArrivalDateV2 ?? '').promisedArrivalDate,
    ).toBe('2030-01-25T00:00:00Z');
    expect((await read(shop, '?recalculate=true')).lineItems[0]?.isPromisedArrivalDateUpdated).toBe(
      false,
    );
  });

  it("sets a line's option, and flags it when a new address does not offer it", async () => {
    const shop = await newCart();
    const lineItemId = shop.cart.lineItems[0]?.id ?? '';
    const express = await kit.call<CartResponse>(
      'PATCH',
      kit.ecommerce(`carts/${shop.cart.id}/edo`),
      {
        token: shop.token,
        body: {
          version: 1,
          shippingMethods: [{ lineItemId, eCommerceDeliveryOptionId: 'edo-express' }],
        },
      },
    );
    expect(express.status).toBe(200);
    expect(express.body.customLineItems[0]).toMatchObject({
      eCommerceDeliveryOptionId: 'edo-express',
      name: 'Express',
    });
    shop.cart = express.body;

    const toronto = await setAddress(shop, TORONTO);
    expect(toronto.lineItems[0]?.isShippingMethodApplicable).toBe(false);
    expect(toronto.recalculationFlags.hasInapplicableShippingMethods).toBe(true);

    const refused = await kit.call('PATCH', kit.ecommerce(`carts/${shop.cart.id}/edo`), {
      token: shop.token,
      body: {
        version: toronto.version,
        shippingMethods: [{ lineItemId, eCommerceDeliveryOptionId: 'edo-express' }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('DeliveryOptionNotAvailable');

    const expedited = await kit.call<CartResponse>(
      'PATCH',
      kit.ecommerce(`carts/${shop.cart.id}/edo`),
      {
        token: shop.token,
        body: {
          version: toronto.version,
          shippingMethods: [{ lineItemId, eCommerceDeliveryOptionId: 'edo-expedited' }],
        },
      },
    );
    expect(expedited.body.lineItems[0]?.isShippingMethodApplicable).toBe(true);
    expect(expedited.body.customLineItems[0]?.serviceName).toBe('UPS Expedited');
  });
});

describe('GET carts/{id}?recalculate=true', () => {
  it('flags a changed catalogue price once, keeping the new price', async () => {
    const shop = await newCart();
    const drift = await driftFirstLine(kit, shop, { priceCentDelta: 12 });
    expect(drift.status).toBe(200);

    expect((await read(shop)).lineItems[0]?.isPriceUpdated).toBe(false);
    const recalculated = await read(shop, '?recalculate=true');
    expect(recalculated.version).toBe(2);
    expect(recalculated.lineItems[0]).toMatchObject({
      isPriceUpdated: true,
      price: { centAmount: 221 },
    });
    expect(JSON.parse(recalculated.lineItems[0]?.custom.fields.basePrice ?? '')).toMatchObject({
      centAmount: 209,
    });
    expect(JSON.parse(recalculated.lineItems[0]?.custom.fields.actualPrice ?? '')).toMatchObject({
      centAmount: 221,
    });
    expect(recalculated.recalculationFlags).toMatchObject({
      recalculated: true,
      hasUpdatedPrices: true,
    });

    const again = await read(shop, '?recalculate=true');
    expect(again.lineItems[0]).toMatchObject({ isPriceUpdated: false, price: { centAmount: 221 } });
    expect(again.version).toBe(3);
    expect((await read(shop, '?recalculate=true')).version).toBe(3);
  });

  it('revises the arrival date when it moved later, and recalculates only the configs asked for', async () => {
    const shop = await newCart();
    await driftFirstLine(kit, shop, { arrivalDelayWorkDays: 2, outOfStock: true });

    const pricesOnly = await read(shop, '?recalculate=true&recalculationConfigs[]=prices');
    expect(pricesOnly.lineItems[0]).toMatchObject({
      isPromisedArrivalDateUpdated: false,
      isCheckoutReady: true,
    });

    const all = await read(
      shop,
      '?recalculate=true&recalculationConfigs[]=arrivalDates&recalculationConfigs[]=availability',
    );
    expect(all.lineItems[0]).toMatchObject({
      isPromisedArrivalDateUpdated: true,
      isCheckoutReady: false,
      checkoutUnreadyReasons: [
        { code: 'OutOfStock', message: 'Product is out of stock. Please try after sometime' },
      ],
    });
    expect(JSON.parse(all.lineItems[0]?.custom.fields.promisedArrivalDateV2 ?? '')).toEqual({
      promisedArrivalDate: '2030-01-23T00:00:00Z',
      revisedArrivalDate: '2030-01-25T00:00:00Z',
    });

    const bad = await kit.call(
      'GET',
      kit.ecommerce(`carts/${shop.cart.id}?recalculate=true&recalculationConfigs[]=everything`),
      {
        token: shop.token,
      },
    );
    expect(bad.status).toBe(400);
  });

  it('moves promised dates with the sandbox clock', async () => {
    const shop = await newCart();
    sandbox.clock.advance(2 * DAY); // Friday
    try {
      const cart = await read(shop, '?recalculate=true');
      // From Friday 2030-01-11: 10 work days → Friday 2030-01-25.
      expect(cart.lineItems[0]?.isPromisedArrivalDateUpdated).toBe(true);
      expect(
        JSON.parse(cart.lineItems[0]?.custom.fields.promisedArrivalDateV2 ?? '').revisedArrivalDate,
      ).toBe('2030-01-25T00:00:00Z');
    } finally {
      sandbox.clock.set(START);
    }
  });
});
