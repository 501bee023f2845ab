// Test and story helper (exported at @storefront/catalog/testing): the providers a
// catalogue component needs, around a catalogue client with the given transport.
import type { HttpFetch } from '@storefront/http';
import { QueryTestProviders, type TestLanguage } from '@storefront/ui-kit/testing';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CatalogClientOptions } from '../../lib/api/catalog-client';
import { createSandboxCatalogClient } from '../../lib/testing/catalog-api-sandbox';
import { CatalogClientProvider } from '../catalog-client-provider';
import { loadQuantityCalculatorForm } from '../quantity-calculator-panel';
import { createCatalogI18n } from './catalog-i18n';

// The calculator's form is a chunk of its own; loaded up front here, as it is by the time a
// server-rendered page has hydrated, so the page renders it without suspending in a test.
void loadQuantityCalculatorForm();

/** A query client that fails at once (tests and stories decide about retries themselves). */
export { createTestQueryClient } from '@storefront/ui-kit/testing';

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
  language?: TestLanguage;
  children: ReactNode;
}) {
  const [client] = useState(() => createSandboxCatalogClient(fetch, options));
  return (
    <QueryTestProviders queryClient={queryClient} i18n={() => createCatalogI18n(language)}>
      <CatalogClientProvider client={client}>{children}</CatalogClientProvider>
    </QueryTestProviders>
  );
}
