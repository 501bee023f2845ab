// Shared setup of the catalogue client's sandbox tests (api/catalog-api*.sandbox.test.ts). The
// test file passes the sandbox starter in: only test files may import the sandbox app.
import type { HttpFetch } from '@storefront/http';
import { afterAll, beforeAll } from 'vitest';
import { createCatalogClient, type CatalogClientOptions } from '../api/catalog-client';

/** What these tests use of the in-process sandbox (`createCatalogTestSandbox`). */
interface CatalogTestSandbox {
  fetch: typeof globalThis.fetch;
  close(): unknown;
}

export const SANDBOX_TEST_ORIGIN = 'http://sandbox.test';

/** A server that answers every request with 500, as a broken deployment would. */
export const brokenServer: HttpFetch = () =>
  new Response(JSON.stringify({ title: 'InternalError', detail: 'boom' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

/** What `promise` rejects with; fails the test when it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/**
 * One in-process sandbox for the test file, and catalogue clients that talk to it.
 *
 * @example
 * const { clientFor, sandbox } = catalogApiSandbox(createCatalogTestSandbox);
 */
export function catalogApiSandbox(start: () => Promise<CatalogTestSandbox>) {
  let current: CatalogTestSandbox | undefined;
  beforeAll(async () => {
    current = await start();
  }, 60_000);
  afterAll(() => current?.close());
  const sandbox = (): CatalogTestSandbox => {
    if (current === undefined) throw new Error('The sandbox starts in beforeAll');
    return current;
  };
  const clientFor = (options: Partial<CatalogClientOptions> = {}) =>
    createCatalogClient({
      priceUrl: `${SANDBOX_TEST_ORIGIN}/price`,
      productsUrl: `${SANDBOX_TEST_ORIGIN}/products`,
      selectorUrl: `${SANDBOX_TEST_ORIGIN}/selector`,
      ecommerceUrl: `${SANDBOX_TEST_ORIGIN}/ecommerce`,
      sessionUrl: `${SANDBOX_TEST_ORIGIN}/session`,
      tenant: 'north-america',
      storefrontId: 'boxup',
      fetch: (input, init) => sandbox().fetch(input, init),
      ...options,
    });
  return { sandbox, clientFor };
}
