// @vitest-environment node
import type { HttpFetch } from '@storefront/http';
import { describe, expect, it, vi } from 'vitest';

// The catalogue calls import their response schemas (zod) with their request, so a page the
// server rendered never loads them. This file must not import a response module itself, or it
// would be loaded before the calls.

const reviews = {
  average: 4.5,
  count: 1,
  reviews: [{ author: 'Rosa P.', rating: 5, title: 'Great', body: 'Sturdy', date: '2026-09-01' }],
};

const answering =
  (body: unknown, status = 200): HttpFetch =>
  () =>
    Response.json(body, { status });

/** A fresh module graph whose response modules fail to import the first time. */
async function callsWithFailingImports() {
  const imports = { reviews: 0, meta: 0 };
  vi.resetModules();
  vi.doMock('./get-reviews-response', async (importOriginal) => {
    imports.reviews += 1;
    if (imports.reviews === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  vi.doMock('./get-product-meta-response', async (importOriginal) => {
    imports.meta += 1;
    if (imports.meta === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { createCatalogClient } = await import('./catalog-client');
  const { getReviews } = await import('./get-reviews');
  const { getProductMeta } = await import('./get-product-meta');
  const clientWith = (fetch: HttpFetch) =>
    createCatalogClient({
      priceUrl: 'http://catalog.test/price',
      productsUrl: 'http://catalog.test/products',
      selectorUrl: 'http://catalog.test/selector',
      ecommerceUrl: 'http://catalog.test/ecommerce',
      sessionUrl: 'http://catalog.test/session',
      tenant: 'north-america',
      storefrontId: 'boxup',
      fetch,
    });
  return { imports, clientWith, getReviews, getProductMeta };
}

describe('a catalogue call imports its response schema with its request', () => {
  it('does not import it before the call, and validates the answer with it', async () => {
    const { imports, clientWith, getReviews } = await callsWithFailingImports();
    imports.reviews = 1; // this test's imports succeed
    const client = clientWith(answering(reviews));
    expect(imports.reviews).toBe(1);
    await expect(getReviews(client, '/content/reviews/custom-gable-box')).resolves.toEqual(reviews);
    expect(imports.reviews).toBe(2);
  });

  it('fails an answer of the wrong shape as before: ECX003 naming the field, in English', async () => {
    const { imports, clientWith, getReviews } = await callsWithFailingImports();
    imports.reviews = 1;
    const failure = await getReviews(
      clientWith(answering({ ...reviews, average: 'high' })),
      '/content/reviews/custom-gable-box',
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'TransformError',
      code: 'ECX003',
      path: 'average',
      message:
        'Response of GET custom-gable-box does not match its schema: average: Invalid input: expected number, received string',
    });
  });

  it('fails a call whose schema cannot load as a request without answer, and loads it again next time', async () => {
    const { imports, clientWith, getReviews } = await callsWithFailingImports();
    const client = clientWith(answering(reviews));
    const failure = await getReviews(client, '/content/reviews/custom-gable-box').catch(
      (error: unknown) => error,
    );
    // (A fresh module graph: the error's class is that graph's copy of @storefront/http's.)
    expect(failure).toMatchObject({
      name: 'ApiError',
      kind: 'api',
      status: 0,
      code: 'ECX999',
      // (vitest words the failed import its own way)
      message: expect.stringContaining('GET custom-gable-box got no response: ') as unknown,
    });
    await expect(getReviews(client, '/content/reviews/custom-gable-box')).resolves.toEqual(reviews);
    expect(imports.reviews).toBe(2);
  });

  it("gives the call's own code to a failed import (the product meta: ECX007)", async () => {
    const { clientWith, getProductMeta } = await callsWithFailingImports();
    const client = clientWith(answering({ defaultIncrement: 25 }));
    const request = { productKey: 'custom-mailer-box', version: 3 };
    await expect(getProductMeta(client, request)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'ECX007',
    });
    await expect(getProductMeta(client, request)).resolves.toMatchObject({ defaultIncrement: 25 });
  });

  it('reports a failed request, not the import that failed beside it', async () => {
    const { clientWith, getReviews } = await callsWithFailingImports();
    const notFound = answering({ title: 'NotFound', detail: 'No reviews' }, 404);
    await expect(
      getReviews(clientWith(notFound), '/content/reviews/custom-gable-box'),
    ).rejects.toMatchObject({ name: 'ApiError', status: 404, code: 'ECX999' });
  });
});
