// @vitest-environment node
import { ecxCatalogue, isApiError, isTransformError, type HttpFetch } from '@storefront/http';
import { failureOf } from '@storefront/http/testing';
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { brokenServer, catalogApiSandbox } from '../testing/catalog-api-sandbox';
import { createShareLink } from './create-share-link';
import { getProductMeta } from './get-product-meta';
import { getReviews } from './get-reviews';
import { getSharedSelection } from './get-shared-selection';
import { quoteFieldErrors, requestQuote } from './request-quote';

// Every call of the catalogue client against the real sandbox, in-process.
vi.setConfig({ testTimeout: 20_000 });

const { sandbox, clientFor } = catalogApiSandbox(sandboxPerFile());

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
      const answer = await sandbox().fetch(input, init);
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
