// @vitest-environment jsdom
import { ApiError } from '../../lib/api-error';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyQueryClient, LazyQueryClientProvider } from './lazy-query-client';
import { useLazyMutation } from './use-lazy-mutation';

// The lazy mutation's contract: nothing is created until it sends; then it runs as a mutation
// of the app's client and reports its state as useMutation does.

afterEach(() => cleanup());

function setUp(mutationFn: (name: string) => Promise<string>) {
  const client = new QueryClient();
  const create = vi.fn(async () => client);
  const queries = createLazyQueryClient({ create });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LazyQueryClientProvider client={queries}>{children}</LazyQueryClientProvider>
  );
  const hook = renderHook(() => useLazyMutation({ mutationFn, retry: false }), { wrapper });
  return { client, create, ...hook };
}

describe('useLazyMutation', () => {
  it('creates the query client when it first sends, runs there and reports the answer', async () => {
    const { client, create, result } = setUp(async (name) => `quote for ${name}`);
    expect(result.current).toMatchObject({ status: 'idle', isIdle: true, isPending: false });
    expect(create).not.toHaveBeenCalled();
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync('Ada');
    });
    expect(answer).toBe('quote for Ada');
    expect(result.current).toMatchObject({ status: 'success', data: 'quote for Ada' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(client.getMutationCache().getAll()).toHaveLength(1);
  });

  it('is pending while it sends', async () => {
    let resolve: ((value: string) => void) | undefined;
    const { result } = setUp(() => new Promise<string>((done) => (resolve = done)));
    let sent: Promise<string> | undefined;
    act(() => {
      sent = result.current.mutateAsync('Ada');
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(resolve).toBeDefined());
    await act(async () => {
      resolve?.('ok');
      await sent;
    });
    expect(result.current.isSuccess).toBe(true);
  });

  it('rejects with the failure, reports it, and reset goes back to idle', async () => {
    const failure = new ApiError({ status: 503, code: 'ECX001' });
    const { result } = setUp(async () => {
      throw failure;
    });
    await act(async () => {
      await expect(result.current.mutateAsync('Ada')).rejects.toBe(failure);
    });
    expect(result.current).toMatchObject({ status: 'error', isError: true, error: failure });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', isError: false, error: null });
  });
});
