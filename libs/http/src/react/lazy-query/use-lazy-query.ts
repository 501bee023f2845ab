import type {
  PlaceholderDataFunction,
  QueryClient,
  QueryKey,
  QueryObserver,
  QueryObserverResult,
  UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useArrival, useLazyQueryClient, useQueryEngine } from './lazy-query-client';

interface LazyQueryResultBase {
  /** Whether a request for the query is under way. */
  readonly isFetching: boolean;
  /** Whether `data` is the `placeholderData` shown while the query's own data loads. */
  readonly isPlaceholderData: boolean;
  /** Fetches the query again (creating the query client first if there is none yet). */
  readonly refetch: () => Promise<unknown>;
}

/**
 * What a lazily backed query hook answers: TanStack Query's result, narrowed to what pages
 * read, and the same before TanStack Query has loaded (from the data the server rendered with).
 *
 * @example
 * const { data, isPending, error, refetch } = usePage('/view/about');
 */
export type LazyQueryResult<T> = LazyQueryResultBase &
  (
    | {
        readonly status: 'pending';
        readonly data: undefined;
        readonly error: null;
        readonly isPending: true;
        readonly isSuccess: false;
        readonly isError: false;
      }
    | {
        readonly status: 'success';
        readonly data: T;
        readonly error: null;
        readonly isPending: false;
        readonly isSuccess: true;
        readonly isError: false;
      }
    | {
        readonly status: 'error';
        readonly data: T | undefined;
        readonly error: Error;
        readonly isPending: false;
        readonly isSuccess: false;
        readonly isError: true;
      }
  );

type Options<T, K extends QueryKey = QueryKey> = UseQueryOptions<T, Error, T, K>;

function pending<T>(isFetching: boolean, refetch: () => Promise<unknown>): LazyQueryResult<T> {
  return {
    status: 'pending',
    data: undefined,
    error: null,
    isPending: true,
    isSuccess: false,
    isError: false,
    isFetching,
    isPlaceholderData: false,
    refetch,
  };
}

function success<T>(
  data: T,
  isFetching: boolean,
  refetch: () => Promise<unknown>,
  isPlaceholderData = false,
): LazyQueryResult<T> {
  return {
    status: 'success',
    data,
    error: null,
    isPending: false,
    isSuccess: true,
    isError: false,
    isFetching,
    isPlaceholderData,
    refetch,
  };
}

function fromObserver<T>(result: QueryObserverResult<T, Error>): LazyQueryResult<T> {
  const { data, error, isFetching, isPlaceholderData, refetch } = result;
  if (result.status === 'error' && error !== null) {
    return {
      status: 'error',
      data,
      error,
      isPending: false,
      isSuccess: false,
      isError: true,
      isFetching,
      isPlaceholderData: false,
      refetch,
    };
  }
  return result.status === 'success'
    ? success(data as T, isFetching, refetch, isPlaceholderData)
    : pending(isFetching, refetch);
}

function fromData<T>(
  found: { readonly data: unknown } | undefined,
  isFetching: boolean,
  refetch: () => Promise<unknown>,
): LazyQueryResult<T> {
  return found === undefined
    ? pending(isFetching, refetch)
    : success(found.data as T, false, refetch);
}

/** The `placeholderData` option's answer, given the data the hook showed last. */
function placeholderOf<T, K extends QueryKey>(
  option: Options<T, K>['placeholderData'],
  previous: T | undefined,
): T | undefined {
  if (typeof option !== 'function') return option as T | undefined;
  // TanStack Query passes the previous query too; there is none without the engine.
  return (option as PlaceholderDataFunction<T, Error, T, K>)(previous, undefined);
}

function cachedData(client: QueryClient, queryKey: QueryKey): { data: unknown } | undefined {
  const state = client.getQueryState(queryKey);
  return state?.status === 'success' ? { data: state.data } : undefined;
}

const noSubscription = () => () => undefined;
const noResult = () => undefined;

/**
 * `useQuery` for pages that must render without TanStack Query in their first load. With no
 * query client yet, it answers from the data the server rendered with, and creates the client
 * (importing TanStack Query) only for a query the server did not hand over; once the client
 * and the engine are there it observes the query exactly as `useQuery` does (same cache, keys,
 * retries and staleness), so the server, the hydrating browser and later renders agree.
 *
 * @example
 * const page = useLazyQuery(pageQueryOptions(client, '/view/about'));
 */
export function useLazyQuery<T, K extends QueryKey = QueryKey>(
  options: Options<T, K>,
): LazyQueryResult<T> {
  const lazy = useLazyQueryClient();
  const client = useArrival(lazy.subscribe, lazy.current);
  const engine = useQueryEngine();
  const enabled = options.enabled !== false;
  const defaulted = client?.defaultQueryOptions(options);
  if (defaulted) defaulted._optimisticResults = 'optimistic';
  // One observer per client; `setOptions` follows the options, as useQuery's does.
  const observer = useMemo<QueryObserver<T, Error, T, T, K> | undefined>(
    () => (client && engine && defaulted ? new engine.QueryObserver(client, defaulted) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options follow in setOptions
    [client, engine],
  );
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!observer || !engine) return noSubscription();
        const unsubscribe = observer.subscribe(engine.notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer, engine],
    ),
    observer ? () => observer.getCurrentResult() : noResult,
    observer ? () => observer.getCurrentResult() : noResult,
  );
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);
  const needsEngine = enabled && observer === undefined;
  const seededOrCached = client
    ? cachedData(client, options.queryKey)
    : lazy.seeded(options.queryKey);
  const mustFetch = needsEngine && seededOrCached === undefined;
  useEffect(() => {
    if (!needsEngine) return;
    // Data already there (the server's, or the cache's) needs no engine until it is used again.
    if (client === undefined && !mustFetch) return;
    void lazy.load();
  }, [lazy, client, needsEngine, mustFetch]);
  const refetch = useCallback(async () => {
    await lazy.load();
  }, [lazy]);
  const result =
    observer && defaulted
      ? fromObserver(observer.getOptimisticResult(defaulted))
      : fromData<T>(seededOrCached, mustFetch, refetch);
  // The data this hook showed last, for `placeholderData` (e.g. keep the previous data) while
  // another key loads: before the engine is there, and when an observer created for the new
  // key has no previous query of its own. Stored during render, as React's "storing
  // information from previous renders" (data references are stable, so this settles at once).
  const [shown, setShown] = useState<{ readonly data: T } | undefined>(undefined);
  const keepsShown = options.placeholderData !== undefined;
  if (keepsShown && result.isSuccess && !result.isPlaceholderData && shown?.data !== result.data) {
    setShown({ data: result.data });
  }
  if (keepsShown && result.isPending) {
    const placeholder = placeholderOf(options.placeholderData, shown?.data);
    if (placeholder !== undefined) return success(placeholder, result.isFetching, refetch, true);
  }
  return result;
}
