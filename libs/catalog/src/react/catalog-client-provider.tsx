import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogClient } from '../lib/api/catalog-client';

const CatalogClientContext = createContext<CatalogClient | null>(null);

/**
 * Props of {@link CatalogClientProvider}.
 *
 * @example
 * const props: CatalogClientProviderProps = { client, children: <App /> };
 */
export interface CatalogClientProviderProps {
  /** The client made by `createCatalogClient`; create it once, outside render. */
  client: CatalogClient;
  children: ReactNode;
}

/**
 * Provides the catalogue client to the catalogue hooks and the product page. They also need a
 * `LazyQueryClientProvider` of `@storefront/http/react` above them (a server-rendered product
 * page then hydrates from the server's data without TanStack Query), or TanStack Query's
 * `QueryClientProvider`.
 *
 * @example
 * <LazyQueryClientProvider client={queries}>
 *   <CatalogClientProvider client={catalogClient}>
 *     <ProductView {...props} />
 *   </CatalogClientProvider>
 * </LazyQueryClientProvider>
 */
export function CatalogClientProvider({ client, children }: CatalogClientProviderProps) {
  return <CatalogClientContext.Provider value={client}>{children}</CatalogClientContext.Provider>;
}

/**
 * The catalogue client of the nearest {@link CatalogClientProvider}. Throws outside one.
 *
 * @example
 * const client = useCatalogClient();
 * const onHover = () => queryClient.prefetchQuery(productConfigQuery(client, 'custom-gable-box'));
 */
export function useCatalogClient(): CatalogClient {
  const client = useContext(CatalogClientContext);
  if (!client) throw new Error('useCatalogClient must be used within CatalogClientProvider');
  return client;
}
