// Story helper (exported at @storefront/catalog/testing): a decorator that renders a story
// inside the catalogue's providers, with a query client seeded with sample answers (Storybook
// has no sandbox; calls that are not seeded answer 404).
import type { HttpFetch } from '@storefront/http';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { CatalogTestProviders, createTestQueryClient } from './catalog-test-providers';
import { noServices } from './sample-catalog';

/** Providers of one story render, with an optional seed of the query cache. */
export function CatalogStoryProviders({
  seed,
  fetch = noServices,
  language = 'en',
  children,
}: {
  seed?: (queryClient: QueryClient) => void;
  fetch?: HttpFetch;
  language?: 'en' | 'de';
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createTestQueryClient();
    seed?.(client);
    return client;
  });
  return (
    <CatalogTestProviders fetch={fetch} queryClient={queryClient} language={language}>
      <div className="bg-surface text-ink max-w-5xl p-4">{children}</div>
    </CatalogTestProviders>
  );
}
