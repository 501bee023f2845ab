// Test and story helper (not exported from the package): the providers an orders component
// needs, around an orders client with the given transport and token.
import { I18nProvider } from '@storefront/ui-kit/i18n';
import type { HttpFetch } from '@storefront/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createSandboxOrdersClient } from '../../lib/testing/sandbox-shop';
import { OrdersClientProvider } from '../orders-client-provider';
import { createOrdersI18n } from './orders-i18n';

/** A query client that fails at once (tests and stories decide about retries themselves). */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Wraps children in the query client, the orders client and the `orders` i18n namespace. */
export function OrdersTestProviders({
  fetch,
  token = null,
  queryClient,
  language = 'en',
  children,
}: {
  fetch: HttpFetch;
  token?: string | null;
  queryClient?: QueryClient;
  language?: 'en' | 'de';
  children: ReactNode;
}) {
  const [queries] = useState(() => queryClient ?? createTestQueryClient());
  const [client] = useState(() => createSandboxOrdersClient(fetch, token));
  const [i18n] = useState(() => createOrdersI18n(language));
  return (
    <QueryClientProvider client={queries}>
      <OrdersClientProvider client={client}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </OrdersClientProvider>
    </QueryClientProvider>
  );
}

/** A transport for stories: nothing is served (every call that is not seeded answers 404). */
export const noServices: HttpFetch = () =>
  Response.json({ title: 'NotFound', detail: 'Storybook has no sandbox' }, { status: 404 });
