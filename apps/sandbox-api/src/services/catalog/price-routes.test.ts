import {
  PRICE_UNAVAILABLE_MESSAGE,
  PRICING_MARKET,
  PRICING_TIER,
  pricingContextFor,
  priceListSchema,
} from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { json } from '../../http/json-request.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';
import type { ProductPriceResponse } from './price-routes.ts';
import { PRICE_NOT_FOUND_MESSAGE } from './prices.ts';
import { CATALOG_PRODUCTS, SAMPLE_UNIT_CENTS } from './seed.ts';

const sandbox = sandboxPerFile();

const PRICE_BASE = '/price/tenants/north-america/storefronts/boxup/productPrice';
const priceNotFound = { title: 'PriceNotFound', detail: PRICE_UNAVAILABLE_MESSAGE };

async function price(params: Record<string, string>, storefront = 'boxup') {
  const query = new URLSearchParams(params);
  return sandbox.fetch(
    `/price/tenants/north-america/storefronts/${storefront}/productPrice?${query}`,
  );
}

async function priceOk(params: Record<string, string>, storefront?: string) {
  const response = await price(params, storefront);
  expect(response.status, JSON.stringify(params)).toBe(200);
  return (await response.json()) as ProductPriceResponse;
}

const cents = (entry: ProductPriceResponse['prices'][number]) => ({
  quantity: entry.quantity,
  unit: entry.unitPrice.centAmount,
  total: entry.totalPrice.centAmount,
});

describe('GET|POST /price/tenants/{tenant}/productConfigUrl', () => {
  it('answers the sandbox URL of the product config, which serves the config', async () => {
    const response = await sandbox.fetch(
      '/price/tenants/north-america/productConfigUrl?productKey=custom-mailer-box&storefrontId=boxup',
    );

    expect(response.status).toBe(200);
    const { productConfigUrl } = (await response.json()) as { productConfigUrl: string };
    expect(productConfigUrl).toBe('http://sandbox.test/products/configs/custom-mailer-box');
    const config = await sandbox.fetch(productConfigUrl);
    expect(await config.json()).toMatchObject({ referenceId: 'pcfg-custom-mailer-box' });
  });

  it('takes the same fields in a POST body', async () => {
    const response = await sandbox.fetch(
      '/price/tenants/north-america/productConfigUrl',
      json('POST', { productKey: 'shipping-box-sample', storefrontId: 'ybd' }),
    );

    expect(await response.json()).toEqual({
      productConfigUrl: 'http://sandbox.test/products/configs/shipping-box-sample',
    });
  });

  it('answers an empty URL for an unknown product', async () => {
    const response = await sandbox.fetch(
      '/price/tenants/north-america/productConfigUrl?productKey=custom-tube&storefrontId=boxup',
    );

    await expectAnswer(response, 200, { productConfigUrl: '' });
  });

  it('refuses a missing field, naming it, and an unknown tenant', async () => {
    const missing = await sandbox.fetch(
      '/price/tenants/north-america/productConfigUrl?productKey=custom-mailer-box',
    );
    const tenant = await sandbox.fetch(
      '/price/tenants/atlantis/productConfigUrl?productKey=custom-mailer-box&storefrontId=boxup',
    );

    await expectAnswerMatching(missing, 400, {
      title: 'ValidationError',
      detail: 'storefrontId: is required',
    });
    await expectAnswerMatching(tenant, 404, { title: 'TenantNotFound' });
  });
});

describe('GET|POST .../storefronts/{storefront}/productPrice', () => {
  it('answers a price list the storefront parses, with the pricing context of the store', async () => {
    const body = await priceOk({
      productKey: 'custom-mailer-box',
      size: '9 x 6 x 3',
      printOption: 'Outside full colour',
      color: 'Kraft',
      quantities: '1,10,250',
    });

    expect(body).toMatchObject({
      currency: 'USD',
      pricingTier: PRICING_TIER,
      market: PRICING_MARKET,
      merchant: 'boxup',
      brand: 'boxup',
      attributes: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
    });
    expect(priceListSchema.parse(body.prices)).toEqual(body.prices);
    expect(body.prices.map(cents)).toEqual([
      { quantity: 1, unit: 1854, total: 1854 },
      { quantity: 10, unit: 549, total: 5490 },
      { quantity: 250, unit: 209, total: 52250 },
    ]);
    expect(body.prices.every((entry) => entry.taxRate === 0)).toBe(true);
  });

  it.each(['boxup', 'ybd', 'kartonwerk', 'custom-cosmetics'])(
    'names the merchant and brand of store %s as @storefront/pricing does',
    async (storefront) => {
      const body = await priceOk({ productKey: 'custom-mailer-box', quantities: '10' }, storefront);
      const context = pricingContextFor(storefront);
      expect({ merchant: body.merchant, brand: body.brand }).toEqual({
        merchant: context.merchant,
        brand: context.brand,
      });
    },
  );

  it('prices a quantity between breaks at the break below it', async () => {
    const body = await priceOk({
      productKey: 'custom-mailer-box',
      size: '9x6x3',
      printOption: 'outside full color',
      quantities: '12,249,250',
    });

    expect(body.prices.map(cents)).toEqual([
      { quantity: 12, unit: 549, total: 6588 },
      { quantity: 249, unit: 253, total: 62997 },
      { quantity: 250, unit: 209, total: 52250 },
    ]);
  });

  it('adds the white board surcharge to every unit price', async () => {
    const kraft = await priceOk({
      productKey: 'custom-mailer-box',
      color: 'Kraft',
      quantities: '100',
    });
    const white = await priceOk({
      productKey: 'custom-mailer-box',
      color: 'white',
      quantities: '100',
    });

    expect(white.attributes.Color).toBe('White');
    expect(white.prices[0]?.unitPrice.centAmount).toBe(
      (kraft.prices[0]?.unitPrice.centAmount ?? 0) + 12,
    );
  });

  it('uses the defaults and the allowed quantities when the request leaves them out', async () => {
    const body = await priceOk({ productKey: 'custom-gable-box' });

    expect(body.attributes).toEqual({
      Size: '8 x 4 x 8',
      'Print Options': 'Outside full colour',
      Color: 'White',
    });
    expect(body.prices.map((entry) => entry.quantity)).toEqual([
      50, 100, 250, 500, 1000, 2500, 5000,
    ]);
  });

  it('takes the same fields in a POST body, quantities as a list', async () => {
    const response = await sandbox.fetch(
      PRICE_BASE,
      json('POST', {
        productKey: 'custom-shipper-box',
        size: '12 x 12 x 12',
        quantities: [10, 25],
      }),
    );

    expect(response.status).toBe(200);
    const body = (await response.json()) as ProductPriceResponse;
    expect(body.prices.map(cents)).toEqual([
      { quantity: 10, unit: 1475, total: 14750 },
      { quantity: 25, unit: 1070, total: 26750 },
    ]);
  });

  it('prices every $1 sample at exactly $1.00 a box', async () => {
    for (const sample of CATALOG_PRODUCTS.filter((product) => product.kind === 'sample')) {
      for (const size of sample.sizes) {
        for (const color of sample.colors) {
          const body = await priceOk({
            productKey: sample.productKey,
            size: size.size,
            color: color.color,
            quantities: '1',
          });
          expect(body.prices).toEqual([
            {
              quantity: 1,
              taxRate: 0,
              unitPrice: {
                type: 'centPrecision',
                centAmount: SAMPLE_UNIT_CENTS,
                currencyCode: 'USD',
                fractionDigits: 2,
              },
              totalPrice: {
                type: 'centPrecision',
                centAmount: 100,
                currencyCode: 'USD',
                fractionDigits: 2,
              },
            },
          ]);
        }
      }
    }
  });

  it('prices the insert and the service charge, which have no print options', async () => {
    const insert = await priceOk({
      productKey: 'shipping-box-insert',
      size: '12 x 12 x 12',
      quantities: '100',
    });
    const charge = await priceOk({ productKey: 'service-charge', quantities: '1,2' });

    expect(insert.attributes).toEqual({ Size: '12 x 12 x 12', Color: 'Kraft' });
    expect(insert.prices.map(cents)).toEqual([{ quantity: 100, unit: 70, total: 7000 }]);
    expect(charge.attributes).toEqual({});
    expect(charge.prices.map(cents)).toEqual([
      { quantity: 1, unit: 2500, total: 2500 },
      { quantity: 2, unit: 2500, total: 5000 },
    ]);
  });

  it('answers 404 PriceNotFound for what the catalogue does not offer', async () => {
    const cases: Array<Record<string, string>> = [
      { productKey: 'custom-tube' },
      { productKey: 'custom-mailer-box', size: '7 x 7 x 7' },
      { productKey: 'custom-mailer-box', size: 'huge' },
      { productKey: 'custom-gable-box', color: 'Kraft' },
      { productKey: 'custom-document-mailer-box', printOption: 'Outside + inside full colour' },
      { productKey: 'service-charge', size: '9 x 6 x 3' },
      { productKey: 'shipping-box-insert', printOption: 'Outside full colour' },
      { productKey: 'custom-shipper-box', quantities: '5,10' },
    ];
    for (const params of cases) {
      const response = await price(params);
      expect(response.status, JSON.stringify(params)).toBe(404);
      expect(await response.json()).toEqual(priceNotFound);
    }
    expect(PRICE_NOT_FOUND_MESSAGE).toBe(PRICE_UNAVAILABLE_MESSAGE);
  });

  it('refuses malformed requests with 400 naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'productKey'],
      [{ productKey: ' ' }, 'productKey'],
      [{ productKey: 'custom-mailer-box', quantities: '10,ten' }, 'quantities'],
      [{ productKey: 'custom-mailer-box', quantities: '0' }, 'quantities.0'],
      [{ productKey: 'custom-mailer-box', quantities: '' }, 'quantities'],
    ];
    for (const [params, field] of cases) {
      const response = await price(params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      const body = (await response.json()) as { title: string; errors: Array<{ path: string }> };
      expect(body.title).toBe('ValidationError');
      expect(body.errors.map((error) => error.path)).toContain(field);
    }
    const notJson = await sandbox.fetch(PRICE_BASE, json('POST', 'quantities=1'));
    expect(notJson.status).toBe(400);
  });
});

describe('price tiers, over the whole seed', () => {
  it('never raise the unit price with the quantity, and totals are unit × quantity in whole cents', async () => {
    let lists = 0;
    for (const product of CATALOG_PRODUCTS) {
      const quantities = new Set<number>();
      for (const quantity of product.whitelistedQuantities) {
        quantities.add(quantity);
        quantities.add(quantity + 1);
        quantities.add(quantity * 2 - 1);
      }
      const sorted = [...quantities].sort((a, b) => a - b).slice(0, 50);
      const sizes = product.sizes.length ? product.sizes.map((size) => size.size) : [undefined];
      const prints = product.printOptions.length ? product.printOptions : [undefined];
      const colors = product.colors.length
        ? product.colors.map((color) => color.color)
        : [undefined];
      for (const size of sizes) {
        for (const printOption of prints) {
          for (const color of colors) {
            const params: Record<string, string> = {
              productKey: product.productKey,
              quantities: sorted.join(','),
            };
            if (size) params['size'] = size;
            if (printOption) params['printOption'] = printOption;
            if (color) params['color'] = color;
            const body = await priceOk(params);
            lists += 1;
            let previousUnit = Number.POSITIVE_INFINITY;
            for (const entry of body.prices) {
              const { quantity, unit, total } = cents(entry);
              expect(Number.isSafeInteger(unit) && Number.isSafeInteger(total)).toBe(true);
              expect(total).toBe(unit * quantity);
              expect(unit, `${JSON.stringify(params)} at ${quantity}`).toBeLessThanOrEqual(
                previousUnit,
              );
              expect(unit).toBeGreaterThan(0);
              previousUnit = unit;
            }
          }
        }
      }
    }
    expect(lists).toBeGreaterThan(150);
  });

  it('charge more for a bigger box and for more printing, at the same quantity', async () => {
    const unit = async (size: string, printOption: string) =>
      (await priceOk({ productKey: 'custom-mailer-box', size, printOption, quantities: '500' }))
        .prices[0]?.unitPrice.centAmount ?? 0;

    expect(await unit('6 x 4 x 2', 'Outside full colour')).toBeLessThan(
      await unit('14 x 10 x 4', 'Outside full colour'),
    );
    expect(await unit('9 x 6 x 3', 'Outside only 1 colour')).toBeLessThan(
      await unit('9 x 6 x 3', 'Outside full colour'),
    );
    expect(await unit('9 x 6 x 3', 'Outside full colour')).toBeLessThan(
      await unit('9 x 6 x 3', 'Outside + inside full colour'),
    );
  });
});
