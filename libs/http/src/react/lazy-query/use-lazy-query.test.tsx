// @vitest-environment jsdom
import { ApiError } from '../../lib/api-error';
import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLazyQueryClient,
  LazyQueryClientProvider,
  queryHashOf,
  type LazyQueryClient,
} from './lazy-query-client';
import { useLazyQuery } from './use-lazy-query';

// The lazy hook's contract: answer from the server's data without creating a query client,
// create it (importing TanStack Query) only for what the server did not hand over, and once it
// exists behave as useQuery (fetch, errors, refetch).

const MENU_KEY = ['content', 'menu', 'en'] as const;

// This library's tests run in Node; these render, so they clean up after themselves.
afterEach(() => cleanup());

function menuQuery(queryFn: () => Promise<string[]>) {
  return { queryKey: MENU_KEY, queryFn, retry: false } as const;
}

async function serverSeed(data: string[]) {
  const server = new QueryClient();
  await server.prefetchQuery(menuQuery(async () => data));
  return dehydrate(server);
}

function wrapperOf(queries: LazyQueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <LazyQueryClientProvider client={queries}>{children}</LazyQueryClientProvider>
  );
}

function Menu({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const menu = useLazyQuery(menuQuery(queryFn));
  if (menu.isPending) return <p>Loading…</p>;
  if (menu.error) return <p role="alert">{menu.error.message}</p>;
  return (
    <ul>
      {menu.data.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useLazyQuery', () => {
  it('answers from the server’s data at once and never creates a query client for it', async () => {
    const create = vi.fn(async () => new QueryClient());
    const queryFn = vi.fn(async () => ['Boxes']);
    const queries = createLazyQueryClient({ create, seed: await serverSeed(['Mailer boxes']) });
    render(<Menu queryFn={queryFn} />, { wrapper: wrapperOf(queries) });
    expect(screen.getByRole('listitem').textContent).toBe('Mailer boxes');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(create).not.toHaveBeenCalled();
    expect(queryFn).not.toHaveBeenCalled();
    expect(queries.current()).toBeUndefined();
  });

  it('creates the client for a query the server did not hand over, and fetches it', async () => {
    const create = vi.fn(async () => new QueryClient());
    const queries = createLazyQueryClient({ create, seed: { mutations: [], queries: [] } });
    render(<Menu queryFn={async () => ['Shipping boxes']} />, { wrapper: wrapperOf(queries) });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Shipping boxes')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(queries.current()?.getQueryData(MENU_KEY)).toEqual(['Shipping boxes']);
  });

  it('hands the server’s data to the client it creates later, under the same key', async () => {
    const queries = createLazyQueryClient({
      create: async () => new QueryClient(),
      seed: await serverSeed(['Mailer boxes']),
    });
    const client = await queries.load();
    expect(client.getQueryData(MENU_KEY)).toEqual(['Mailer boxes']);
    expect(await queries.load()).toBe(client);
  });

  it('follows the client once it arrives: its cache shows in the hooks', async () => {
    const queries = createLazyQueryClient({
      create: async () => new QueryClient(),
      seed: await serverSeed(['Mailer boxes']),
    });
    render(<Menu queryFn={() => new Promise<string[]>(() => undefined)} />, {
      wrapper: wrapperOf(queries),
    });
    const client = await act(() => queries.load());
    act(() => client.setQueryData(MENU_KEY, ['Mailer boxes', 'Gable boxes']));
    expect(await screen.findByText('Gable boxes')).toBeTruthy();
  });

  it('renders the same markup on the server (client and cache) as in the browser (seed only)', async () => {
    const queryFn = async () => ['Mailer boxes', 'Samples'];
    const server = new QueryClient();
    await server.prefetchQuery(menuQuery(queryFn));
    const onServer = createLazyQueryClient({ client: server });
    await onServer.load();
    const serverHtml = renderToString(
      <LazyQueryClientProvider client={onServer}>
        <Menu queryFn={queryFn} />
      </LazyQueryClientProvider>,
    );
    const inBrowser = createLazyQueryClient({
      create: async () => new QueryClient(),
      seed: dehydrate(server),
    });
    const browserHtml = renderToString(
      <LazyQueryClientProvider client={inBrowser}>
        <Menu queryFn={queryFn} />
      </LazyQueryClientProvider>,
    );
    expect(browserHtml).toBe(serverHtml);
    expect(serverHtml).toContain('Samples');
  });

  it('reports a failure and fetches again on refetch', async () => {
    let fail = true;
    const queryFn = vi.fn(async () => {
      if (fail) throw new ApiError({ status: 503, code: 'ECX001' });
      return ['Boxes'];
    });
    const queries = createLazyQueryClient({ create: async () => new QueryClient() });
    const { result } = renderHook(() => useLazyQuery(menuQuery(queryFn)), {
      wrapper: wrapperOf(queries),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    fail = false;
    await result.current.refetch();
    await waitFor(() => expect(result.current.data).toEqual(['Boxes']));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps the data it showed as placeholder while another key loads (keepPreviousData)', async () => {
    const keepPrevious = <T,>(previous: T | undefined) => previous;
    let answer: ((items: string[]) => void) | undefined;
    const queries = createLazyQueryClient({
      create: async () => new QueryClient(),
      seed: await serverSeed(['Mailer boxes']),
    });
    const { result, rerender } = renderHook(
      ({ locale }: { locale: string }) =>
        useLazyQuery({
          queryKey: ['content', 'menu', locale],
          queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
          placeholderData: keepPrevious,
          retry: false,
        }),
      { wrapper: wrapperOf(queries), initialProps: { locale: 'en' } },
    );
    expect(result.current).toMatchObject({ data: ['Mailer boxes'], isPlaceholderData: false });
    rerender({ locale: 'de' });
    expect(result.current).toMatchObject({
      status: 'success',
      data: ['Mailer boxes'],
      isPlaceholderData: true,
      isFetching: true,
    });
    await waitFor(() => expect(queries.current()).toBeDefined());
    expect(result.current).toMatchObject({ data: ['Mailer boxes'], isPlaceholderData: true });
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.(['Versandkartons']));
    await waitFor(() => expect(result.current.data).toEqual(['Versandkartons']));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('waits while not enabled, creating nothing', async () => {
    const create = vi.fn(async () => new QueryClient());
    const queries = createLazyQueryClient({ create });
    const { result } = renderHook(
      () => useLazyQuery({ ...menuQuery(async () => ['Boxes']), enabled: false }),
      { wrapper: wrapperOf(queries) },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isPending).toBe(true);
    expect(result.current.isFetching).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

  it('says what is missing when no query client is provided', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useLazyQuery(menuQuery(async () => [])))).toThrow(
      /LazyQueryClientProvider or a QueryClientProvider/,
    );
  });
});

describe('queryHashOf', () => {
  it('hashes keys as TanStack Query does', () => {
    const keys = [
      ['content', { storefrontId: 'ybd', locale: 'en-US' }, 'page', '/view/about'],
      ['content', { locale: 'de', storefrontId: 'kw', nested: { b: 1, a: [2, { d: 3, c: 4 }] } }],
      ['prices', 12, null, true, 'x'],
      [Object.assign(Object.create(null) as object, { z: 1, y: 2 })],
    ];
    for (const key of keys) expect(queryHashOf(key)).toBe(hashKey(key));
  });
});
