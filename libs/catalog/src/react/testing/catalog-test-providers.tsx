// Test and story helper (exported at @storefront/catalog/testing): the providers a
// catalogue component needs, around a catalogue client with the given transport.
import type { HttpFetch } from '@storefront/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createCatalogClient, type CatalogClientOptions } from '../../lib/api/catalog-client';
import { CatalogClientProvider } from '../catalog-client-provider';
import { loadQuantityCalculatorForm } from '../quantity-calculator-panel';
import { createCatalogI18n } from './catalog-i18n';

// The calculator's form is a chunk of its own; loaded up front here, as it is by the time a
// server-rendered page has hydrated, so the page renders it without suspending in a test.
void loadQuantityCalculatorForm();

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

/** A query client that fails at once (tests and stories decide about retries themselves). */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Wraps children in the query client, the catalogue client and the `catalog` i18n namespace. */
export function CatalogTestProviders({
  fetch,
  options,
  queryClient,
  language = 'en',
  children,
}: {
  fetch: HttpFetch;
  options?: Partial<CatalogClientOptions>;
  queryClient?: QueryClient;
  language?: 'en' | 'de';
  children: ReactNode;
}) {
  const [queries] = useState(() => queryClient ?? createTestQueryClient());
  const [client] = useState(() => createSandboxCatalogClient(fetch, options));
  const [i18n] = useState(() => createCatalogI18n(language));
  return (
    <QueryClientProvider client={queries}>
      <CatalogClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </CatalogClientProvider>
    </QueryClientProvider>
  );
}
