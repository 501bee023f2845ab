import { createContentClient, type ContentClient } from '@storefront/content';
import { ContentClientProvider, useStorefrontConfig } from '@storefront/content/react';
import {
  createLazyQueryClient,
  LazyQueryClientProvider,
  type LazyQueryClient,
} from '@storefront/http/react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ServiceEndpoints } from '../lib/config/sandbox-endpoints';
import type { StoreVariant } from '../lib/variants/store-variant';
import { StorefrontStateProvider, useStorefrontState } from './storefront-state-provider';
import { useI18n } from '@storefront/ui-kit/i18n';

/** Copies the storefront config of the content service into the global state once it arrives. */
function StorefrontConfigSync() {
  const { data: config } = useStorefrontConfig();
  const apply = useStorefrontState((state) => state.applyStorefrontConfig);
  useEffect(() => {
    if (config) apply(config);
  }, [config, apply]);
  return null;
}

function referrerOf(): string | null {
  return typeof document === 'undefined' || document.referrer === '' ? null : document.referrer;
}

/**
 * The content client of the store in the shopper's current language: a new client (and so new
 * query keys, which refetch) whenever the language changes.
 */
function ContentClientForLanguage({
  variant,
  endpoints,
  fetch,
  children,
}: {
  variant: StoreVariant;
  endpoints: ServiceEndpoints;
  fetch: typeof globalThis.fetch | undefined;
  children: ReactNode;
}) {
  const { language } = useI18n();
  const client: ContentClient = useMemo(
    () =>
      createContentClient({
        baseUrl: endpoints.content,
        token: endpoints.contentToken,
        storefrontId: variant.storeId,
        locale: language,
        ...(fetch === undefined ? {} : { fetch }),
      }),
    [endpoints.content, endpoints.contentToken, variant.storeId, language, fetch],
  );
  return <ContentClientProvider client={client}>{children}</ContentClientProvider>;
}

const ServiceFetchContext = createContext<typeof globalThis.fetch | undefined>(undefined);

/**
 * The transport the app's service clients use: `undefined` (the global `fetch`) in the apps,
 * the in-process sandbox's `fetch` in tests and stories. Pages that create their own clients
 * (catalogue, cart, orders) pass it on.
 *
 * @example
 * const fetch = useServiceFetch();
 * const client = createCatalogClient({ ...urls, ...(fetch ? { fetch } : {}) });
 */
export function useServiceFetch(): typeof globalThis.fetch | undefined {
  return useContext(ServiceFetchContext);
}

/**
 * The storefront's query client, created on demand: TanStack Query is imported by the first
 * page or hook that needs it, never by a server-rendered page's first load.
 *
 * @example
 * const queries = createStorefrontLazyQueryClient(serverState?.queries);
 */
export function createStorefrontLazyQueryClient(seed?: DehydratedState): LazyQueryClient {
  return createLazyQueryClient({
    seed,
    create: () => import('./query-client').then((module) => module.createStorefrontQueryClient()),
  });
}

function lazyQueryClientOf(client: LazyQueryClient | QueryClient | undefined): LazyQueryClient {
  if (client === undefined) return createStorefrontLazyQueryClient();
  return 'seeded' in client ? client : createLazyQueryClient({ client });
}

/** Props of {@link StorefrontDataProviders}. */
export interface StorefrontDataProvidersProps {
  variant: StoreVariant;
  endpoints: ServiceEndpoints;
  /**
   * The app's query client, created when first needed (`createLazyQueryClient`); or an
   * existing client (a test's). One created on demand when neither is given.
   */
  queryClient?: LazyQueryClient | QueryClient;
  /** Transport of the service clients (tests pass the in-process sandbox's `fetch`). */
  fetch?: typeof globalThis.fetch;
  children: ReactNode;
}

/**
 * The data layer of a storefront app, inside its `I18nProvider`: TanStack Query (its
 * client created when first needed), the
 * content client (content endpoint and read token, the variant's store id, the current
 * language) and the global storefront state, filled from the storefront config.
 *
 * @example
 * <I18nProvider i18n={i18n}>
 *   <StorefrontDataProviders variant={defaultStore} endpoints={endpoints}>
 *     <RouterProvider router={router} />
 *   </StorefrontDataProviders>
 * </I18nProvider>
 */
export function StorefrontDataProviders({
  variant,
  endpoints,
  queryClient,
  fetch,
  children,
}: StorefrontDataProvidersProps) {
  const [queries] = useState(() => lazyQueryClientOf(queryClient));
  const [initialState] = useState(() => ({ referrerURL: referrerOf() }));
  return (
    <LazyQueryClientProvider client={queries}>
      <ServiceFetchContext.Provider value={fetch}>
        <ContentClientForLanguage variant={variant} endpoints={endpoints} fetch={fetch}>
          <StorefrontStateProvider initialState={initialState}>
            <StorefrontConfigSync />
            {children}
          </StorefrontStateProvider>
        </ContentClientForLanguage>
      </ServiceFetchContext.Provider>
    </LazyQueryClientProvider>
  );
}
