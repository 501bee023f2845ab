// Test and story helper (not exported from the package): the providers a designs component
// needs, around a designs client with the given transport and token.
import type { HttpFetch } from '@storefront/http';
import { QueryTestProviders, type TestLanguage } from '@storefront/ui-kit/testing';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createDesignsClient, type DesignsClientOptions } from '../../lib/api/designs-client';
import { DesignsClientProvider } from '../designs-client-provider';
import { createDesignsI18n } from './designs-i18n';

/** The origin the in-process sandbox answers on. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** A transport for stories and tests of pure rendering: every call answers 503. */
export const noServices: HttpFetch = () =>
  new Response(
    JSON.stringify({ title: 'ServiceUnavailable', detail: 'No services in this story' }),
    {
      status: 503,
      headers: { 'content-type': 'application/json' },
    },
  );

/** A designs client for the sandbox's service paths, talking through `fetch`. */
export function createSandboxDesignsClient(
  fetch: HttpFetch,
  options: Partial<DesignsClientOptions> = {},
) {
  return createDesignsClient({
    sessionUrl: `${SANDBOX_ORIGIN}/session`,
    assetsUrl: `${SANDBOX_ORIGIN}/assets`,
    storefrontId: 'boxup',
    fetch,
    ...options,
  });
}

/** A query client that fails at once (tests and stories decide about retries themselves). */
export { createTestQueryClient } from '@storefront/ui-kit/testing';

/** Wraps children in the query client, the designs client and the `designs` i18n namespace. */
export function DesignsTestProviders({
  fetch = noServices,
  token,
  queryClient,
  language = 'en',
  children,
}: {
  fetch?: HttpFetch;
  token?: string;
  queryClient?: QueryClient;
  language?: TestLanguage;
  children: ReactNode;
}) {
  const [client] = useState(() =>
    createSandboxDesignsClient(fetch, token ? { getBearerToken: () => token } : {}),
  );
  return (
    <QueryTestProviders queryClient={queryClient} i18n={() => createDesignsI18n(language)}>
      <DesignsClientProvider client={client}>{children}</DesignsClientProvider>
    </QueryTestProviders>
  );
}

/** A new anonymous session on a store of the in-process sandbox: its bearer token. */
export async function sandboxAnonymousToken(
  fetch: (input: string, init?: RequestInit) => Promise<Response>,
  serviceKey = 'boxupAnonServiceKey001',
): Promise<string> {
  const response = await fetch(`/anon/${serviceKey}/token`, { method: 'POST' });
  if (!response.ok) throw new Error(`anonymous token: ${response.status}`);
  return ((await response.json()) as { anonymousToken: string }).anonymousToken;
}
