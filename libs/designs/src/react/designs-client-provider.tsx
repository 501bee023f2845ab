import { createContext, useContext, type ReactNode } from 'react';
import type { DesignsClient } from '../lib/api/designs-client';

const DesignsClientContext = createContext<DesignsClient | null>(null);

/**
 * Props of {@link DesignsClientProvider}.
 *
 * @example
 * const props: DesignsClientProviderProps = { client, children: <MyDesignsView {...pageProps} /> };
 */
export interface DesignsClientProviderProps {
  /** The client made by `createDesignsClient`; create it once, outside render. */
  client: DesignsClient;
  children: ReactNode;
}

/**
 * Provides the designs client to the designs pages (My Designs, the template designer, approve
 * design, uploads). They also need TanStack Query's `QueryClientProvider` above them; the
 * template maker and the template downloads need neither.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <DesignsClientProvider client={designsClient}>
 *     <MyDesignsView siteUrl={origin} onOpenDesign={open} />
 *   </DesignsClientProvider>
 * </QueryClientProvider>
 */
export function DesignsClientProvider({ client, children }: DesignsClientProviderProps) {
  return <DesignsClientContext.Provider value={client}>{children}</DesignsClientContext.Provider>;
}

/**
 * The designs client of the nearest {@link DesignsClientProvider}. Throws outside one.
 *
 * @example
 * const client = useDesignsClient();
 */
export function useDesignsClient(): DesignsClient {
  const client = useContext(DesignsClientContext);
  if (!client) throw new Error('useDesignsClient must be used within DesignsClientProvider');
  return client;
}
