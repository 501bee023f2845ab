import { retryTransientContentFailure } from '@storefront/content/react';
import { QueryClient } from '@tanstack/react-query';

/** How long fetched content counts as fresh: it changes rarely, and never while one shops. */
const CONTENT_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * The TanStack Query client of one storefront app: content is fresh for five minutes, a
 * window regaining focus or the network coming back does not refetch everything at once, and
 * queries retry only what may pass on a second try (no answer, 5xx; at most twice — the
 * content library's rule). Mutations never retry (sending a form twice is not harmless).
 * The apps create it when a page first needs it (`mountStorefront`), not with the first load.
 *
 * @example
 * const queryClient = createStorefrontQueryClient();
 * <QueryClientProvider client={queryClient}>…</QueryClientProvider>
 */
export function createStorefrontQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CONTENT_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: retryTransientContentFailure,
      },
      mutations: { retry: false },
    },
  });
}
