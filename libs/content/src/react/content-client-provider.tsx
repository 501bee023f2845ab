import { createContext, useContext, type ReactNode } from 'react';
import type { ContentClient } from '../lib/content-client';

const ContentClientContext = createContext<ContentClient | null>(null);

/**
 * Props of {@link ContentClientProvider}.
 *
 * @example
 * const props: ContentClientProviderProps = { client, children: <App /> };
 */
export interface ContentClientProviderProps {
  /** The client made by `createContentClient`; create it once, outside render. */
  client: ContentClient;
  children: ReactNode;
}

/**
 * Provides the content client to the content hooks. The hooks also need TanStack Query's
 * `QueryClientProvider` above them.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <ContentClientProvider client={contentClient}>
 *     <App />
 *   </ContentClientProvider>
 * </QueryClientProvider>
 */
export function ContentClientProvider({ client, children }: ContentClientProviderProps) {
  return <ContentClientContext.Provider value={client}>{children}</ContentClientContext.Provider>;
}

/**
 * The content client of the nearest {@link ContentClientProvider}. Throws outside one.
 *
 * @example
 * const client = useContentClient();
 * const onHover = () => queryClient.prefetchQuery(…getPage(client, '/view/about')…);
 */
export function useContentClient(): ContentClient {
  const client = useContext(ContentClientContext);
  if (!client) throw new Error('useContentClient must be used within ContentClientProvider');
  return client;
}
