import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import type { ProductConfig } from './product-config.ts';
import { OUT_OF_STOCK_MESSAGE, QUANTITY_NOT_IN_STOCK_MESSAGE } from './product-routes.ts';
import { CATALOG_PRODUCTS } from './seed.ts';

const sandbox = sandboxPerFile();

const get = async (path: string) => {
  const response = await sandbox.fetch(path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** The body of `GET path`, which must answer 200. */
async function getOk(path: string) {
  const { status, body } = await get(path);
  expect(status, path).toBe(200);
  return body;
}

describe('GET /products/configs/{productKey}', () => {
  it('answers the product config of the spec', async () => {
    const body = await getOk('/products/configs/custom-mailer-box');

    expect(body).toMatchObject({
      referenceId: 'pcfg-custom-mailer-box',
      title: 'Custom Mailer Box',
      additionalModelInfo: {
        segmentProductCategory: 'Mailer Boxes',
        isEditable: true,
        enable2DPreview: true,
        pricingGridQuantity: 5000,
        whitelistedQuantityList: [1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000],
      },
      productFlowConfiguration: { nonCustomizable: false },
      mcpSkuVersion: 7,
    });
    const { attributes } = body as unknown as ProductConfig;
    expect(attributes.Size?.defaultValue).toBe('9 x 6 x 3');
    expect(attributes.Size?.sizes).toContainEqual({
      size: '12 x 9 x 4',
      Width: 12,
      Height: 9,
      Depth: 4,
      inStock: true,
    });
    expect(attributes['Print Options']?.values).toEqual([
      'Outside only 1 colour',
      'Outside full colour',
      'Outside + inside full colour',
    ]);
    expect(attributes.Color?.values).toEqual(['Kraft', 'White']);
  });

  it('marks the insert and the service charge non-customizable, with only the attributes they have', async () => {
    const insert = (await get('/products/configs/shipping-box-insert'))
      .body as unknown as ProductConfig;
    const charge = (await get('/products/configs/service-charge')).body as unknown as ProductConfig;

    expect(insert.productFlowConfiguration).toEqual({ nonCustomizable: true });
    expect(Object.keys(insert.attributes).sort()).toEqual(['Color', 'Quantity', 'Size']);
    expect(charge.productFlowConfiguration).toEqual({ nonCustomizable: true });
    expect(charge.attributes).toEqual({ Quantity: { defaultValue: 1, values: [1] } });
  });

  it('serves a config for every seeded product', async () => {
    for (const product of CATALOG_PRODUCTS) {
      const body = await getOk(`/products/configs/${product.productKey}`);
      expect(body).toMatchObject({ title: product.title, mcpSkuVersion: product.mcpSkuVersion });
    }
  });

  it('answers 404 for an unknown product', async () => {
    expect(await get('/products/configs/custom-tube')).toMatchObject({
      status: 404,
      body: { title: 'ProductConfigNotFound' },
    });
  });
});

describe('GET /products/{productId}/version/{version}/relationships?query=sample', () => {
  it('answers the sample product of a box, constrained by size and style (unprinted: no print option)', async () => {
    const body = await getOk('/products/custom-mailer-box/version/3/relationships?query=sample');

    expect(body).toEqual({
      productKey: 'custom-mailer-box-sample',
      version: 1,
      constraints: [
        { name: 'Size', value: '9 x 6 x 3' },
        { name: 'Color', value: 'Kraft' },
      ],
      quantity: 1,
    });
  });

  it('answers the sample in another size the sample comes in, and older versions too', async () => {
    const { body } = await get(
      '/products/custom-shipper-box/version/1/relationships?query=sample&size=12x12x12',
    );

    expect(body).toMatchObject({
      productKey: 'shipping-box-sample',
      constraints: expect.arrayContaining([{ name: 'Size', value: '12 x 12 x 12' }]),
    });
  });

  it('answers 404 when there is no sample (ECX016 on the client)', async () => {
    for (const path of [
      '/products/custom-end-open-mailer-box/version/1/relationships?query=sample',
      '/products/custom-mailer-box-sample/version/1/relationships?query=sample',
      '/products/custom-mailer-box/version/3/relationships?query=sample&size=6x4x2',
    ]) {
      expect(await get(path)).toMatchObject({
        status: 404,
        body: { title: 'SampleProductNotFound' },
      });
    }
    expect(await get('/products/custom-tube/version/1/relationships?query=sample')).toMatchObject({
      status: 404,
      body: { title: 'ProductNotFound' },
    });
    expect(
      await get('/products/custom-mailer-box/version/4/relationships?query=sample'),
    ).toMatchObject({
      status: 404,
      body: { title: 'ProductVersionNotFound' },
    });
  });

  it('refuses another query or a malformed version with 400 naming the field', async () => {
    expect(
      await get('/products/custom-mailer-box/version/3/relationships?query=insert'),
    ).toMatchObject({
      status: 400,
      body: { title: 'ValidationError', errors: [{ path: 'query' }] },
    });
    expect(
      await get('/products/custom-mailer-box/version/latest/relationships?query=sample'),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'version' }] },
    });
  });
});

describe('GET /products/product/{id}/versions/{version}/availability', () => {
  const availability = (query: string, product = 'custom-gable-box') =>
    get(`/products/product/${product}/versions/1/availability?${query}`);

  it.each([
    {
      name: 'is available up to the capacity of the style',
      query: 'quantity=7500&size=8x4x8',
      answer: { available: true, maxQuantity: 7500, reason: null, message: null },
    },
    {
      name: 'is not available above the capacity',
      query: 'quantity=7501&size=8x4x8',
      answer: {
        available: false,
        maxQuantity: 7500,
        reason: 'QuantityNotInStock',
        message: QUANTITY_NOT_IN_STOCK_MESSAGE,
      },
    },
    {
      name: 'is not available in a size flagged out of stock, whatever the quantity',
      query: 'quantity=50&size=10 x 6 x 8',
      answer: {
        available: false,
        maxQuantity: 0,
        reason: 'OutOfStock',
        message: OUT_OF_STOCK_MESSAGE,
      },
    },
  ])('$name', async ({ query, answer }) => {
    expect((await availability(query)).body).toEqual(answer);
  });

  it('limits a $1 sample to three', async () => {
    expect((await availability('quantity=3', 'custom-gable-box-sample')).body).toMatchObject({
      available: true,
    });
    expect((await availability('quantity=4', 'custom-gable-box-sample')).body).toMatchObject({
      available: false,
      maxQuantity: 3,
    });
  });

  it('answers 404 for an unknown size or product and 400 for a bad quantity', async () => {
    expect(await availability('quantity=10&size=1x1x1')).toMatchObject({
      status: 404,
      body: { title: 'SizeNotFound' },
    });
    expect(await availability('quantity=10', 'custom-tube')).toMatchObject({ status: 404 });
    for (const query of ['', 'quantity=0', 'quantity=2.5', 'quantity=many']) {
      expect(await availability(query)).toMatchObject({
        status: 400,
        body: { title: 'ValidationError', errors: [{ path: 'quantity' }] },
      });
    }
  });
});

describe('GET /products/{productId}/versions/{version}/root and /mcpSkuVersion', () => {
  it('answers the root of a sample, and a root product as its own root', async () => {
    expect((await get('/products/custom-gable-box-sample/versions/1/root')).body).toEqual({
      productId: 'custom-gable-box-sample',
      version: 1,
      rootProductId: 'custom-gable-box',
      rootProductVersion: 1,
      rootProductTitle: 'Custom Gable Box',
    });
    expect((await get('/products/custom-mailer-box/versions/2/root')).body).toMatchObject({
      productId: 'custom-mailer-box',
      version: 2,
      rootProductId: 'custom-mailer-box',
      rootProductVersion: 3,
    });
    expect(await get('/products/custom-tube/versions/1/root')).toMatchObject({ status: 404 });
  });

  it('answers the MCP SKU version, and 0 for an unknown product or version', async () => {
    expect((await get('/products/custom-shipper-box/versions/2/mcpSkuVersion')).body).toEqual({
      mcpSkuVersion: 5,
      mcpSku: 'CIM-SHP-RSC',
    });
    for (const path of [
      '/products/custom-tube/versions/1/mcpSkuVersion',
      '/products/custom-shipper-box/versions/3/mcpSkuVersion',
      '/products/custom-shipper-box/versions/x/mcpSkuVersion',
    ]) {
      expect(await get(path)).toEqual({ status: 200, body: { mcpSkuVersion: 0, mcpSku: null } });
    }
  });
});

describe('GET /products/{productId}/versions/{version}/meta', () => {
  it("answers the spec's calculator settings and the approve page's editable selectors", async () => {
    const body = await getOk('/products/custom-mailer-box/versions/3/meta');

    expect(body).toEqual({
      productId: 'custom-mailer-box',
      version: 3,
      quantityThreshold: 20148,
      capacityFactor: 872.7,
      decimalRoundOff: 0.3,
      defaultIncrement: 12,
      editableSelectorKeys: ['Quantity', 'Print Options'],
    });
  });

  it('lets print colour be edited for three products only, and steps coarse products by their own increment', async () => {
    const editable: string[] = [];
    for (const product of CATALOG_PRODUCTS) {
      const body = await getOk(`/products/${product.productKey}/versions/1/meta`);
      const keys = body['editableSelectorKeys'] as string[];
      expect(keys[0]).toBe('Quantity');
      if (keys.includes('Print Options')) editable.push(product.productKey);
    }
    expect(editable).toEqual(['custom-mailer-box', 'custom-shipper-box', 'custom-gift-mailer-box']);

    const gable = await get('/products/custom-gable-box/versions/1/meta');
    expect(gable.body['defaultIncrement']).toBe(50);
  });

  it('answers 404 for an unknown product or version', async () => {
    expect((await get('/products/nope/versions/1/meta')).status).toBe(404);
    expect((await get('/products/custom-gable-box/versions/9/meta')).status).toBe(404);
  });
});
