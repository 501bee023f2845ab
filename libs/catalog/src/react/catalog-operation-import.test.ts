import { createCatalogClient } from '../lib/api/catalog-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../lib/api/get-product-prices');
  vi.resetModules();
});

describe('a catalogue query whose operation cannot be imported', () => {
  it("fails as the operation's call without answer (status 0, retried) and imports again", async () => {
    // A fresh module graph whose price operation fails to load once.
    let attempts = 0;
    vi.resetModules();
    vi.doMock('../lib/api/get-product-prices', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { productPricesQueryOptions, retryTransientFailures } = await import('./catalog-queries');
    const client = createCatalogClient({
      priceUrl: 'http://svc.test/price',
      productsUrl: 'http://svc.test/products',
      selectorUrl: 'http://svc.test/selector',
      ecommerceUrl: 'http://svc.test/ecommerce',
      sessionUrl: 'http://svc.test/session',
      tenant: 'north-america',
      storefrontId: 'boxup',
      fetch: () => new Response(null, { status: 503 }),
    });
    const { queryFn } = productPricesQueryOptions(client, { productKey: 'custom-mailer-box' });
    const run = () =>
      Promise.resolve(queryFn!({ signal: new AbortController().signal } as never)).catch(
        (thrown: unknown) => thrown,
      );

    const failedImport = await run();
    expect(failedImport).toMatchObject({ kind: 'api', status: 0, code: 'ECX011' });
    expect(retryTransientFailures(0, failedImport as Error)).toBe(true);
    // Imported the second time: the call reaches the (unavailable) price service.
    expect(await run()).toMatchObject({ kind: 'api', status: 503, code: 'ECX011' });
    expect(attempts).toBe(2);
  });
});
