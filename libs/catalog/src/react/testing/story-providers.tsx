// Story helper (exported at @storefront/catalog/testing): a decorator that renders a story
// inside the catalogue's providers, with a query client seeded with sample answers (Storybook
// has no sandbox; calls that are not seeded answer 404).
import type { HttpFetch } from '@storefront/http';
import { createTestQueryClient, type StoryProvidersProps } from '@storefront/ui-kit/testing';
import { useState } from 'react';
import { CatalogTestProviders } from './catalog-test-providers';
import { noServices } from './sample-catalog';

/** Providers of one story render, with an optional seed of the query cache. */
export function CatalogStoryProviders({
  seed,
  fetch = noServices,
  language = 'en',
  children,
}: StoryProvidersProps & { fetch?: HttpFetch }) {
  const [queryClient] = useState(() => createTestQueryClient(seed));
  return (
    <CatalogTestProviders fetch={fetch} queryClient={queryClient} language={language}>
      <div className="bg-surface text-ink max-w-5xl p-4">{children}</div>
    </CatalogTestProviders>
  );
}
