// @vitest-environment node
import { ApiError, ConfigurationError, TransformError, type HttpFetch } from '@storefront/http';
import { failureOf } from '@storefront/http/testing';
import { formatMoney } from '@storefront/pricing';
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { allowedQuantitiesOf, productOptionsOf } from '../product-page/product-options';
import { buildSelection } from '../product-page/product-selection';
import { SANDBOX_ORIGIN, brokenServer, catalogApiSandbox } from '../testing/catalog-api-sandbox';
import { getAvailability } from './get-availability';
import { getProductConfig } from './get-product-config';
import { getProductConfigUrl } from './get-product-config-url';
import { getProductPrices } from './get-product-prices';
import { isProductNotFound, loadProductConfig } from './load-product-config';
import { validateAttributes } from './validate-attributes';

// Every call of the catalogue client against the real sandbox, in-process.
vi.setConfig({ testTimeout: 20_000 });

const { sandbox, clientFor } = catalogApiSandbox(sandboxPerFile());

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
      `${SANDBOX_ORIGIN}/products/configs/custom-mailer-box`,
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
      getProductConfig(clientFor(), `${SANDBOX_ORIGIN}/products/configs/custom-tube`),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serviceCode: 'ProductConfigNotFound' });
  });

  it('fails with a TransformError naming the field when the answer is not a config', async () => {
    // The reviews endpoint answers JSON that is not a product config.
    const error = await failureOf(
      getProductConfig(clientFor(), `${SANDBOX_ORIGIN}/content/reviews/custom-gable-box`),
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
      const answer = await sandbox().fetch(request);
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
      getProductPrices(clientFor({ priceUrl: `${SANDBOX_ORIGIN}/no-such-service` }), {
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
