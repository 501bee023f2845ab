// Shared setup of the catalogue client's sandbox tests (api/catalog-api*.sandbox.test.ts) and
// of the sandbox client behind the React test providers (exported at @storefront/catalog/testing).
// The test file passes its sandbox in (`sandboxPerFile()`): only test files may import the sandbox.
import type { HttpFetch } from '@storefront/http';
import { createCatalogClient, type CatalogClientOptions } from '../api/catalog-client';

/** What these tests use of the in-process sandbox (`sandboxPerFile()`). */
interface CatalogTestSandbox {
  fetch: typeof globalThis.fetch;
}

/** The origin the in-process sandbox answers on. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** A catalogue client for the sandbox's service paths, talking through `fetch`. */
export function createSandboxCatalogClient(
  fetch: HttpFetch,
  options: Partial<CatalogClientOptions> = {},
) {
  return createCatalogClient({
    priceUrl: `${SANDBOX_ORIGIN}/price`,
    productsUrl: `${SANDBOX_ORIGIN}/products`,
    selectorUrl: `${SANDBOX_ORIGIN}/selector`,
    ecommerceUrl: `${SANDBOX_ORIGIN}/ecommerce`,
    sessionUrl: `${SANDBOX_ORIGIN}/session`,
    tenant: 'north-america',
    storefrontId: 'boxup',
    fetch,
    ...options,
  });
}

/** A server that answers every request with 500, as a broken deployment would. */
export const brokenServer: HttpFetch = () =>
  new Response(JSON.stringify({ title: 'InternalError', detail: 'boom' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The test file's in-process sandbox (read when a test runs) and catalogue clients that talk
 * to it.
 *
 * @example
 * const { clientFor, sandbox } = catalogApiSandbox(sandboxPerFile());
 */
export function catalogApiSandbox(started: CatalogTestSandbox) {
  const sandbox = (): CatalogTestSandbox => started;
  const clientFor = (options: Partial<CatalogClientOptions> = {}) =>
    createSandboxCatalogClient((input, init) => sandbox().fetch(input, init), options);
  return { sandbox, clientFor };
}
