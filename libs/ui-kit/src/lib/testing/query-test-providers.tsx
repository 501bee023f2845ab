import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
import type { I18n } from '../i18n/i18n';
import type { TestLanguage } from './test-i18n';

/** Fills a story's query cache with sample answers before the first render. */
export type QuerySeed = (queryClient: QueryClient) => void;

/**
 * A query client for tests and stories: queries and mutations fail at once (tests decide
 * about retries themselves) and nothing is collected while the test runs; `seed` fills the
 * cache first.
 *
 * @example
 * const queryClient = createTestQueryClient((client) => client.setQueryData(['cart'], cart));
 */
export function createTestQueryClient(seed?: QuerySeed): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  seed?.(client);
  return client;
}

/**
 * Props a library's story providers take: an optional seed of the query cache and the language
 * (`en` by default), around the story.
 *
 * @example
 * function CartStoryProviders({ seed, language = 'en', children }: StoryProvidersProps) { … }
 */
export interface StoryProvidersProps {
  seed?: QuerySeed;
  language?: TestLanguage;
  children: ReactNode;
}

/**
 * The providers a library's tests and stories share: a query client (a fresh
 * {@link createTestQueryClient} unless one is given) and an i18n instance, both made once
 * per mount. The library's own client provider goes inside, as `children`.
 *
 * @example
 * <QueryTestProviders queryClient={queryClient} i18n={() => createCatalogI18n('de')}>
 *   <CatalogClientProvider client={client}>{children}</CatalogClientProvider>
 * </QueryTestProviders>
 */
export function QueryTestProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient?: QueryClient;
  /** Makes the i18n instance (called on the first render only). */
  i18n: () => I18n;
  children: ReactNode;
}) {
  const [queries] = useState(() => queryClient ?? createTestQueryClient());
  const [instance] = useState(i18n);
  return (
    <QueryClientProvider client={queries}>
      <I18nProvider i18n={instance}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
