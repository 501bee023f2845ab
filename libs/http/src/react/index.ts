// @storefront/http/react: the lazy query client of server-rendered React pages. Hooks written
// with `useLazyQuery` / `useLazyMutation` answer from the queries the server rendered with
// (its dehydrated TanStack Query cache) and import TanStack Query's core only when a fetch, a
// refetch or a mutation needs it, so a page hydrates without it in its first load. The domain
// libraries' React hooks (content, catalog) are built on it; an app mounts one
// LazyQueryClientProvider (or a plain QueryClientProvider, in tests) above them.
//
// Deliberately not exported: the engine loader and its hook, the query-hash helper (TanStack
// Query's `hashKey`, written again so the first load does not carry it) and the engine module
// itself: implementation details of the two hooks.

export {
  createLazyQueryClient,
  LazyQueryClientProvider,
  useLazyQueryClient,
} from './lazy-query/lazy-query-client';
export type { LazyQueryClient, LazyQueryClientOptions } from './lazy-query/lazy-query-client';
export { useLazyMutation } from './lazy-query/use-lazy-mutation';
export type { LazyMutationOptions, LazyMutationResult } from './lazy-query/use-lazy-mutation';
export { useLazyQuery } from './lazy-query/use-lazy-query';
export type { LazyQueryResult } from './lazy-query/use-lazy-query';
