import {
  QueryClientContext,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type * as QueryEngineModule from './query-engine';

type QueryEngine = typeof QueryEngineModule;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * TanStack Query's default query hash (`hashKey`: JSON with the keys of plain objects sorted),
 * written here so that looking up the server's data does not put TanStack Query's utilities
 * into the first load (a test compares the two).
 */
export function queryHashOf(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_key, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

let engine: QueryEngine | undefined;
let engineLoading: Promise<QueryEngine> | undefined;
const engineListeners = new Set<() => void>();

/** Imports TanStack Query's core once; every hook re-renders when it has arrived. */
export function loadQueryEngine(): Promise<QueryEngine> {
  engineLoading ??= import('./query-engine').then((module) => {
    engine = module;
    for (const listener of engineListeners) listener();
    return module;
  });
  return engineLoading;
}

function subscribeEngine(listener: () => void): () => void {
  engineListeners.add(listener);
  return () => engineListeners.delete(listener);
}

const currentEngine = () => engine;

/**
 * A value that arrives once (`undefined` until then): the query engine, the query client. When
 * it arrives, the components reading it render again as a transition, which React renders in
 * slices between the browser's own work. (Through `useSyncExternalStore` that render was
 * synchronous: on a product page, every query hook of the page at once, 50–100 ms tasks under
 * a phone's CPU right after hydration.)
 */
export function useArrival<Value>(
  subscribe: (listener: () => void) => () => void,
  current: () => Value,
): Value {
  const [value, setValue] = useState(current);
  useEffect(() => {
    const update = () => {
      const next = current();
      startTransition(() => setValue(() => next));
    };
    // It may have arrived between this render and this effect.
    update();
    return subscribe(update);
  }, [subscribe, current]);
  return value;
}

/** TanStack Query's core once it has been imported (`undefined` before), as a hook. */
export function useQueryEngine(): QueryEngine | undefined {
  return useArrival(subscribeEngine, currentEngine);
}

/**
 * An app's TanStack Query client that exists only once something needs it. Until then the
 * queries the server rendered with (its dehydrated cache) answer the hooks, so a
 * server-rendered page hydrates without loading TanStack Query at all; the first fetch, refetch
 * or page that uses TanStack Query directly creates the client, hydrated with the same data.
 *
 * @example
 * const queries = createLazyQueryClient({
 *   seed: serverState.queries,
 *   create: () => import('./query-client').then((module) => module.createAppQueryClient()),
 * });
 */
export interface LazyQueryClient {
  /** The client, once created. */
  readonly current: () => QueryClient | undefined;
  /** Creates the client (and imports TanStack Query) on the first call; later calls share it. */
  readonly load: () => Promise<QueryClient>;
  /** The data of a query the server handed over successfully, while there is no client. */
  readonly seeded: (queryKey: QueryKey) => { readonly data: unknown } | undefined;
  /** Called when the client has been created. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** Options of {@link createLazyQueryClient}: an existing client, or how to create one. */
export type LazyQueryClientOptions =
  | { readonly client: QueryClient }
  | {
      /** Creates the client; it is hydrated with `seed` and mounted. */
      readonly create: () => Promise<QueryClient>;
      /** The queries the server rendered with. */
      readonly seed?: DehydratedState | undefined;
    };

/**
 * A {@link LazyQueryClient}: around a client that already exists (a server request's, a
 * test's), or one created on demand.
 *
 * @example
 * createLazyQueryClient({ client: new QueryClient() });
 */
export function createLazyQueryClient(options: LazyQueryClientOptions): LazyQueryClient {
  const listeners = new Set<() => void>();
  let client = 'client' in options ? options.client : undefined;
  let loading: Promise<QueryClient> | undefined;
  const seed = 'seed' in options ? options.seed : undefined;
  const seededData = new Map<string, unknown>();
  for (const query of seed?.queries ?? []) {
    if (query.state.status === 'success') seededData.set(query.queryHash, query.state.data);
  }
  const create = async (): Promise<QueryClient> => {
    if ('client' in options) {
      await loadQueryEngine();
      return options.client;
    }
    const [created, { hydrate }] = await Promise.all([options.create(), loadQueryEngine()]);
    if (seed !== undefined) hydrate(created, seed);
    created.mount();
    client = created;
    for (const listener of listeners) listener();
    return created;
  };
  return {
    current: () => client,
    load: () => (loading ??= create()),
    seeded: (queryKey) => {
      const hash = queryHashOf(queryKey);
      return seededData.has(hash) ? { data: seededData.get(hash) } : undefined;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LazyQueryClientContext = createContext<LazyQueryClient | undefined>(undefined);

/**
 * Provides a {@link LazyQueryClient} to the lazy hooks (`useLazyQuery`, `useLazyMutation`)
 * and, once it exists, its client to every TanStack Query hook below (`QueryClientContext`),
 * without re-mounting anything.
 *
 * @example
 * <LazyQueryClientProvider client={queries}><App /></LazyQueryClientProvider>
 */
export function LazyQueryClientProvider({
  client,
  children,
}: {
  client: LazyQueryClient;
  children: ReactNode;
}) {
  const current = useArrival(client.subscribe, client.current);
  return (
    <LazyQueryClientContext.Provider value={client}>
      <QueryClientContext.Provider value={current}>{children}</QueryClientContext.Provider>
    </LazyQueryClientContext.Provider>
  );
}

/**
 * The nearest {@link LazyQueryClient}; inside a plain `QueryClientProvider` (tests, apps that
 * create their client up front) one around that client.
 */
export function useLazyQueryClient(): LazyQueryClient {
  const lazy = useContext(LazyQueryClientContext);
  const plain = useContext(QueryClientContext);
  if (lazy !== undefined) return lazy;
  if (plain === undefined) {
    throw new Error(
      'No query client: render the lazy query hooks inside a LazyQueryClientProvider or a QueryClientProvider.',
    );
  }
  return wrapperOf(plain);
}

const wrappers = new WeakMap<QueryClient, LazyQueryClient>();

function wrapperOf(client: QueryClient): LazyQueryClient {
  let wrapper = wrappers.get(client);
  if (wrapper === undefined) {
    wrapper = createLazyQueryClient({ client });
    wrappers.set(client, wrapper);
  }
  return wrapper;
}
