// @vitest-environment node
import {
  ApiError,
  ConfigurationError,
  TransformError,
  ecxCatalogue,
  isApiError,
  isTransformError,
  type HttpFetch,
} from '@storefront/http';
import { formatMoney } from '@storefront/pricing';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedQuantitiesOf, productOptionsOf } from '../product-page/product-options';
import { buildSelection } from '../product-page/product-selection';
import { createCatalogClient, type CatalogClientOptions } from './catalog-client';
import { createShareLink } from './create-share-link';
import { getAvailability } from './get-availability';
import { getProductConfig } from './get-product-config';
import { getProductConfigUrl } from './get-product-config-url';
import { getProductMeta } from './get-product-meta';
import { getProductPrices } from './get-product-prices';
import { getReviews } from './get-reviews';
import { getSharedSelection } from './get-shared-selection';
import { isProductNotFound, loadProductConfig } from './load-product-config';
import { quoteFieldErrors, requestQuote } from './request-quote';
import { validateAttributes } from './validate-attributes';

// Every call of the catalogue client against the real sandbox, in-process.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://sandbox.test';
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

function clientFor(options: Partial<CatalogClientOptions> = {}) {
  return createCatalogClient({
    priceUrl: `${ORIGIN}/price`,
    productsUrl: `${ORIGIN}/products`,
    selectorUrl: `${ORIGIN}/selector`,
    ecommerceUrl: `${ORIGIN}/ecommerce`,
    sessionUrl: `${ORIGIN}/session`,
    tenant: 'north-america',
    storefrontId: 'boxup',
    fetch: sandbox.fetch,
    ...options,
  });
}

/** A server that answers every request with 500, as a broken deployment would. */
const brokenServer: HttpFetch = () =>
  new Response(JSON.stringify({ title: 'InternalError', detail: 'boom' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('createCatalogClient', () => {
  it('names every wrong option', () => {
    const error = (() => {
      try {
        clientFor({ priceUrl: 'not a url', tenant: ' ' });
      } catch (thrown) {
        return thrown as ConfigurationError;
      }
      throw new Error('expected a ConfigurationError');
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.issues.map((issue) => issue.path)).toEqual(['priceUrl', 'tenant']);
  });
});

describe('product configs', () => {
  it('gives the config URL of a product, and an empty string for an unknown one', async () => {
    await expect(getProductConfigUrl(clientFor(), 'custom-mailer-box')).resolves.toBe(
      `${ORIGIN}/products/configs/custom-mailer-box`,
    );
    await expect(getProductConfigUrl(clientFor(), 'custom-tube')).resolves.toBe('');
  });

  it('gives an empty config URL when the call fails (unknown tenant, broken server)', async () => {
    await expect(
      getProductConfigUrl(clientFor({ tenant: 'atlantis' }), 'custom-mailer-box'),
    ).resolves.toBe('');
    await expect(
      getProductConfigUrl(clientFor({ fetch: brokenServer }), 'custom-mailer-box'),
    ).resolves.toBe('');
  });

  it('reads the mailer config: options, defaults and allowed quantities', async () => {
    const config = await loadProductConfig(clientFor(), 'custom-mailer-box');
    expect(config).toMatchObject({
      referenceId: 'pcfg-custom-mailer-box',
      title: 'Custom Mailer Box',
      productKey: 'custom-mailer-box',
      productVersion: 3,
      mcpSkuVersion: 7,
      kind: 'box',
    });
    expect(allowedQuantitiesOf(config)).toEqual([1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000]);
    const options = productOptionsOf(config);
    expect(options.defaults).toEqual({
      size: '9 x 6 x 3',
      printOption: 'Outside full colour',
      color: 'Kraft',
    });
    expect(options.sizes.find((size) => size.value === '9 x 6 x 3')).toEqual({
      value: '9 x 6 x 3',
      width: 9,
      height: 6,
      depth: 3,
      inStock: true,
    });
    expect(options.printOptions).toHaveLength(3);
    expect(options.colors).toEqual(['Kraft', 'White']);
  });

  it('reads a sample config with quantity 1 only', async () => {
    const config = await loadProductConfig(clientFor(), 'custom-gable-box-sample');
    expect(config.kind).toBe('sample');
    expect(allowedQuantitiesOf(config)).toEqual([1]);
  });

  it('says an unknown product is not found', async () => {
    const error = await failureOf(loadProductConfig(clientFor(), 'custom-tube'));
    expect(isProductNotFound(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, serviceCode: 'ProductNotFound' });
  });

  it('fails with an ApiError for a config URL that is not there', async () => {
    const error = await failureOf(
      getProductConfig(clientFor(), `${ORIGIN}/products/configs/custom-tube`),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serviceCode: 'ProductConfigNotFound' });
  });

  it('fails with a TransformError naming the field when the answer is not a config', async () => {
    // The reviews endpoint answers JSON that is not a product config.
    const error = await failureOf(
      getProductConfig(clientFor(), `${ORIGIN}/content/reviews/custom-gable-box`),
    );
    expect(error).toBeInstanceOf(TransformError);
    expect(error).toMatchObject({ code: 'ECX003', path: 'referenceId' });
  });
});

describe('getProductPrices', () => {
  it('prices the allowed quantities of a selection exactly, in ascending order', async () => {
    const prices = await getProductPrices(clientFor(), {
      productKey: 'custom-mailer-box',
      size: '9 x 6 x 3',
      printOption: 'Outside full colour',
      color: 'Kraft',
      quantities: [250, 1, 10],
    });
    expect(prices.attributes).toEqual({
      Size: '9 x 6 x 3',
      'Print Options': 'Outside full colour',
      Color: 'Kraft',
    });
    expect(prices.context).toMatchObject({ currency: 'USD', merchant: 'boxup', brand: 'boxup' });
    expect(
      prices.priceList.map((entry) => [
        entry.quantity,
        formatMoney(entry.unitPrice),
        formatMoney(entry.totalPrice),
      ]),
    ).toEqual([
      [1, '$18.54', '$18.54'],
      [10, '$5.49', '$54.90'],
      [250, '$2.09', '$522.50'],
    ]);
  });

  it('prices the white board dearer than kraft', async () => {
    const [kraft, white] = await Promise.all(
      ['Kraft', 'White'].map((color) =>
        getProductPrices(clientFor(), {
          productKey: 'custom-mailer-box',
          color,
          quantities: [250],
        }),
      ),
    );
    expect(white?.priceList[0]?.unitPrice.amount).toBe(
      (kraft?.priceList[0]?.unitPrice.amount ?? 0n) + 12n,
    );
  });

  it('prices a $1 sample', async () => {
    const prices = await getProductPrices(clientFor(), {
      productKey: 'custom-mailer-box-sample',
      quantities: [1],
    });
    expect(formatMoney(prices.priceList[0]!.totalPrice)).toBe('$1.00');
  });

  it('fails with ECX011 and the spec message for an unknown product', async () => {
    const error = await failureOf(
      getProductPrices(clientFor(), { productKey: 'custom-tube', quantities: [10] }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'ECX011',
      userMessage: 'Unable to load price. Please retry again after sometime',
    });
  });

  it('fails with ECX011 for a quantity below the first price break', async () => {
    const error = await failureOf(
      getProductPrices(clientFor(), { productKey: 'custom-gable-box', quantities: [10] }),
    );
    expect(error).toMatchObject({ code: 'ECX011', status: 404 });
  });

  it('refuses an empty quantity list without calling the service (ECX011)', async () => {
    const error = await failureOf(
      getProductPrices(clientFor(), { productKey: 'custom-mailer-box', quantities: [] }),
    );
    expect(error).toBeInstanceOf(TransformError);
    expect(error).toMatchObject({ code: 'ECX011', path: 'quantities' });
  });

  it('turns an empty price list from the service into a TransformError with ECX011', async () => {
    // A price service that answers 200 with no prices (the spec's "empty price list").
    const emptyList: HttpFetch = async (request) => {
      const answer = await sandbox.fetch(request);
      const body = (await answer.json()) as Record<string, unknown>;
      return Response.json({ ...body, prices: [] });
    };
    const error = await failureOf(
      getProductPrices(clientFor({ fetch: emptyList }), {
        productKey: 'custom-mailer-box',
        quantities: [10],
      }),
    );
    expect(error).toBeInstanceOf(TransformError);
    expect(error).toMatchObject({
      code: 'ECX011',
      path: 'prices',
      userMessage: 'Unable to load price. Please retry again after sometime',
    });
  });

  it('fails with ECX011 when the price service is at a wrong URL or broken (500)', async () => {
    const wrongUrl = await failureOf(
      getProductPrices(clientFor({ priceUrl: `${ORIGIN}/no-such-service` }), {
        productKey: 'custom-mailer-box',
      }),
    );
    expect(wrongUrl).toMatchObject({ status: 404, code: 'ECX011' });
    const broken = await failureOf(
      getProductPrices(clientFor({ fetch: brokenServer }), { productKey: 'custom-mailer-box' }),
    );
    expect(broken).toMatchObject({ status: 500, code: 'ECX011', detail: 'boom' });
  });
});

describe('availability and validation', () => {
  it('says when a size is out of stock or a quantity is not in stock, in the spec wording', async () => {
    const client = clientFor();
    await expect(
      getAvailability(client, {
        productKey: 'custom-gable-box',
        version: 1,
        quantity: 50,
        size: '8 x 4 x 8',
      }),
    ).resolves.toEqual({ available: true, maxQuantity: 7500, reason: null, message: null });
    await expect(
      getAvailability(client, {
        productKey: 'custom-gable-box',
        version: 1,
        quantity: 50,
        size: '10 x 6 x 8',
      }),
    ).resolves.toEqual({
      available: false,
      maxQuantity: 0,
      reason: 'OutOfStock',
      message: 'Product is out of stock. Please try after sometime',
    });
    await expect(
      getAvailability(client, { productKey: 'custom-gable-box', version: 1, quantity: 9000 }),
    ).resolves.toMatchObject({
      available: false,
      reason: 'QuantityNotInStock',
      message: 'Selected quantity of item is not in stock',
    });
  });

  it('fails availability with ECX018 for an unknown product', async () => {
    const error = await failureOf(
      getAvailability(clientFor(), { productKey: 'custom-tube', version: 1, quantity: 1 }),
    );
    expect(error).toMatchObject({ status: 404, code: 'ECX018' });
  });

  it('validates a selection built from the config', async () => {
    const client = clientFor();
    const config = await loadProductConfig(client, 'custom-mailer-box');
    const good = buildSelection(config, productOptionsOf(config).defaults, 250);
    await expect(
      validateAttributes(client, {
        productKey: config.productKey,
        version: config.productVersion,
        attributes: good.attributes,
      }),
    ).resolves.toEqual({ valid: true, errors: [] });

    const bad = await validateAttributes(client, {
      productKey: config.productKey,
      version: config.productVersion,
      attributes: { ...good.attributes, Quantity: 30 },
    });
    expect(bad.valid).toBe(false);
    expect(bad.errors.map((error) => error.attribute)).toEqual(['Quantity']);
  });

  it('fails validation with ECX024 for an unknown product', async () => {
    const error = await failureOf(
      validateAttributes(clientFor(), {
        productKey: 'custom-tube',
        version: 1,
        attributes: { Quantity: 1 },
      }),
    );
    expect(error).toMatchObject({ status: 404, code: 'ECX024' });
  });
});

describe('getProductMeta', () => {
  it("reads the calculator settings and the approve page's editable selectors", async () => {
    await expect(
      getProductMeta(clientFor(), { productKey: 'custom-mailer-box', version: 3 }),
    ).resolves.toEqual({
      quantityThreshold: 20148,
      capacityFactor: 872.7,
      decimalRoundOff: 0.3,
      defaultIncrement: 12,
      editableSelectorKeys: ['Quantity', 'Print Options'],
    });
    const gable = await getProductMeta(clientFor(), { productKey: 'custom-gable-box', version: 1 });
    expect(gable.defaultIncrement).toBe(50);
    expect(gable.editableSelectorKeys).toEqual(['Quantity']);
  });

  it('fails with an ApiError for an unknown product or a broken service', async () => {
    const unknown = await failureOf(
      getProductMeta(clientFor(), { productKey: 'custom-tube', version: 1 }),
    );
    expect(isApiError(unknown) && unknown.status).toBe(404);
    const broken = await failureOf(
      getProductMeta(clientFor({ fetch: brokenServer }), {
        productKey: 'custom-mailer-box',
        version: 3,
      }),
    );
    expect(isApiError(broken) && broken.code).toBe('ECX007');
  });

  it('fails with ECX008 when the service answers an empty ruleset', async () => {
    const emptyRuleset: HttpFetch = async (input, init) => {
      const answer = await sandbox.fetch(input, init);
      return answer.ok
        ? new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
        : answer;
    };
    const empty = await failureOf(
      getProductMeta(clientFor({ fetch: emptyRuleset }), {
        productKey: 'custom-mailer-box',
        version: 3,
      }),
    );
    expect(isApiError(empty) && empty.code).toBe('ECX008');
    expect((empty as Error).message).toBe(ecxCatalogue.ECX008.message);
  });

  it('fails with a TransformError naming the field for a meta of the wrong shape', async () => {
    const wrongShape: HttpFetch = () =>
      new Response(JSON.stringify({ defaultIncrement: 'twelve' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const wrong = await failureOf(
      getProductMeta(clientFor({ fetch: wrongShape }), {
        productKey: 'custom-mailer-box',
        version: 3,
      }),
    );
    expect(isTransformError(wrong) && wrong.path).toBe('defaultIncrement');
  });
});

describe('reviews', () => {
  it('reads the ratings summary and reviews from a relative reviews URL', async () => {
    const summary = await getReviews(clientFor(), '/content/reviews/custom-gable-box');
    expect(summary).toMatchObject({ average: 4.7, count: 3 });
    expect(summary.reviews[0]).toMatchObject({ author: 'Rosa P., Panadería Rosa', rating: 5 });
  });

  it('fails with an ApiError for a product without reviews', async () => {
    const error = await failureOf(getReviews(clientFor(), '/content/reviews/service-charge'));
    expect(error).toMatchObject({ status: 404, serviceCode: 'ReviewsNotFound' });
  });
});

describe('quote requests (contract 1)', () => {
  const request = {
    kind: 'quote' as const,
    productKey: 'custom-mailer-box',
    productName: 'Custom Mailer Box',
    quantity: 500,
    size: '9 x 6 x 3',
    printOption: 'Outside full colour',
    color: 'Kraft',
    contact: { name: ' Ada Lovelace ', email: 'Ada@Example.com', phone: '', company: 'Engines' },
    comments: 'Inside print too, please.',
  };

  it('sends a quote request and gets a quote id and a respond-by date', async () => {
    const receipt = await requestQuote(clientFor(), request);
    expect(receipt.quoteId).toMatch(/^Q-\d{6}$/);
    expect(receipt.status).toBe('received');
    expect(Date.parse(receipt.respondBy)).toBeGreaterThan(Date.parse(receipt.receivedAt));
  });

  it('reads the fields a refused request names', async () => {
    const error = await failureOf(
      requestQuote(clientFor(), { ...request, contact: { name: 'Ada', email: 'not-an-email' } }),
    );
    expect(error).toMatchObject({ status: 400, serviceCode: 'ValidationError' });
    expect(quoteFieldErrors(error)).toEqual({ email: expect.any(String) });
    expect(quoteFieldErrors(new Error('other'))).toEqual({});
  });

  it('is refused for a product the catalogue lacks and for an unknown store', async () => {
    const unknownProduct = await failureOf(
      requestQuote(clientFor(), { ...request, productKey: 'custom-tube' }),
    );
    expect(unknownProduct).toMatchObject({ status: 400, serviceCode: 'UnknownProduct' });
    const unknownStore = await failureOf(
      requestQuote(clientFor({ storefrontId: 'nowhere' }), request),
    );
    expect(unknownStore).toMatchObject({ status: 404, serviceCode: 'StorefrontNotFound' });
  });
});

describe('share links (contract 2)', () => {
  it('creates a product link and reads the shared selection back', async () => {
    const client = clientFor();
    const link = await createShareLink(client, {
      siteUrl: 'https://boxup.example/',
      kind: 'product',
      productKey: 'custom-mailer-box',
      selection: { Quantity: 250, Size: '9 x 6 x 3' },
      name: 'Ada',
    });
    expect(link.uniqueUrl).toBe(`https://boxup.example/product/custom-mailer-box?share=${link.id}`);

    const shared = await getSharedSelection(client, link.id);
    expect(shared).toMatchObject({
      id: link.id,
      kind: 'product',
      storefrontId: 'boxup',
      productKey: 'custom-mailer-box',
      selection: { Quantity: 250, Size: '9 x 6 x 3' },
      name: 'Ada',
    });
  });

  it('fails with ECX039 for an unknown link, with the spec detail', async () => {
    const error = await failureOf(getSharedSelection(clientFor(), 'no-such-link'));
    expect(error).toMatchObject({
      status: 404,
      code: 'ECX039',
      detail: 'Request is invalid or expired',
    });
  });

  it('fails with ECX039 when the sharer has no name', async () => {
    const error = await failureOf(
      createShareLink(clientFor(), {
        siteUrl: 'https://boxup.example',
        kind: 'product',
        productKey: 'custom-mailer-box',
        name: ' ',
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'ECX039' });
  });
});
