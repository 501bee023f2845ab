import type { MutationObserverOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { loadQueryEngine, useLazyQueryClient } from './lazy-query-client';

/**
 * Options of {@link useLazyMutation}: what it sends, and TanStack Query's `retry` (mutations
 * are not retried unless the app's client says so).
 *
 * @example
 * const options: LazyMutationOptions<Receipt, Request> = { mutationFn: (request) => send(request), retry: false };
 */
export interface LazyMutationOptions<TData, TVariables> {
  readonly mutationFn: (variables: TVariables) => Promise<TData>;
  readonly retry?: MutationObserverOptions<TData, Error, TVariables>['retry'];
}

type LazyMutationState<TData> =
  | { readonly status: 'idle'; readonly data: undefined; readonly error: null }
  | { readonly status: 'pending'; readonly data: undefined; readonly error: null }
  | { readonly status: 'success'; readonly data: TData; readonly error: null }
  | { readonly status: 'error'; readonly data: undefined; readonly error: Error };

/**
 * What {@link useLazyMutation} answers: `useMutation`'s result, narrowed to what pages read.
 *
 * @example
 * const { mutateAsync, isPending, isError, reset } = useLazyMutation({ mutationFn: send });
 */
export type LazyMutationResult<TData, TVariables> = LazyMutationState<TData> & {
  /** Sends; resolves with the answer or rejects with the failure (which `error` then holds). */
  readonly mutateAsync: (variables: TVariables) => Promise<TData>;
  /** Back to idle; the answer of a mutation still under way is then ignored. */
  readonly reset: () => void;
  readonly isIdle: boolean;
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
};

const IDLE = { status: 'idle', data: undefined, error: null } as const;
const PENDING = { status: 'pending', data: undefined, error: null } as const;

/**
 * `useMutation` for pages that must render without TanStack Query in their first load: the
 * first `mutateAsync` creates the app's query client (importing TanStack Query) and runs the
 * mutation there (`MutationObserver`, so the client's mutation defaults and cache see it).
 *
 * @example
 * const quote = useLazyMutation({ mutationFn: (request: QuoteRequest) => requestQuote(client, request) });
 * const receipt = await quote.mutateAsync(request);
 */
export function useLazyMutation<TData, TVariables>({
  mutationFn,
  retry,
}: LazyMutationOptions<TData, TVariables>): LazyMutationResult<TData, TVariables> {
  const lazy = useLazyQueryClient();
  const [state, setState] = useState<LazyMutationState<TData>>(IDLE);
  // Counts mutations and resets, so only the latest mutation's outcome becomes the state.
  const runs = useRef(0);
  const mutateAsync = useCallback(
    async (variables: TVariables) => {
      const run = ++runs.current;
      setState(PENDING);
      try {
        const [client, { MutationObserver }] = await Promise.all([lazy.load(), loadQueryEngine()]);
        const options = retry === undefined ? { mutationFn } : { mutationFn, retry };
        const data = await new MutationObserver(client, options).mutate(variables);
        if (run === runs.current) setState({ status: 'success', data, error: null });
        return data;
      } catch (error) {
        if (run === runs.current) {
          setState({ status: 'error', data: undefined, error: error as Error });
        }
        throw error;
      }
    },
    [lazy, mutationFn, retry],
  );
  const reset = useCallback(() => {
    runs.current += 1;
    setState(IDLE);
  }, []);
  return {
    ...state,
    mutateAsync,
    reset,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
