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
 * Provides the catalogue client to the catalogue hooks and the product page. They also need
 * TanStack Query's `QueryClientProvider` above them.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <CatalogClientProvider client={catalogClient}>
 *     <ProductView {...props} />
 *   </CatalogClientProvider>
 * </QueryClientProvider>
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
