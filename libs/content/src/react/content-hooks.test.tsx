import { isContentQueryError } from '@storefront/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../lib/content-client';
import { sampleData } from '../lib/testing/sample-content';
import { ContentClientProvider } from './content-client-provider';
import { contentQueryKeys } from './content-query-keys';
import { useHeaderMenu } from './use-header-menu';
import { usePage } from './use-page';
import { useProductDetails } from './use-product-details';
import { useStorefrontConfig } from './use-storefront-config';

// The hooks' wiring (keys, locale, errors) against a stand-in service; the hooks against the
// real sandbox service are in content-hooks.sandbox.test.tsx.

interface SentQuery {
  variables: Record<string, unknown>;
  operationName: string;
  query: string;
}

function setup(answer?: (body: SentQuery) => unknown) {
  const sent: SentQuery[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = (await request.json()) as SentQuery;
    sent.push(body);
    if (answer) return Response.json(answer(body));
    const field = /\{\s*(\w+)/.exec(body.query)?.[1] ?? '';
    return Response.json({ data: { [field]: (sampleData as Record<string, unknown>)[field] } });
  });
  const client = createContentClient({
    baseUrl: 'http://content.test/content',
    token: 't',
    storefrontId: 'ybd',
    locale: 'en-US',
    fetch,
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ContentClientProvider client={client}>{children}</ContentClientProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, wrapper, sent, fetch };
}

describe('content hooks', () => {
  it('usePage caches the page under the store, the locale and the normalised path', async () => {
    const { wrapper, queryClient, client, sent } = setup();
    const { result } = renderHook(() => usePage('/view/contact/'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.title).toBe('Contact us');
    expect(sent[0]?.variables).toMatchObject({ storefrontId: 'ybd', locale: 'en' });
    expect(contentQueryKeys.page(client, 'view/contact')).toEqual([
      'content',
      'ybd',
      'en',
      'page',
      'view/contact',
    ]);
    expect(queryClient.getQueryData(contentQueryKeys.page(client, 'view/contact'))).toBe(
      result.current.data,
    );
  });

  it('keys another locale apart and sends it', async () => {
    const { wrapper, queryClient, sent } = setup();
    const { result } = renderHook(() => useHeaderMenu({ locale: 'de' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent[0]?.variables).toEqual({ storefrontId: 'ybd', locale: 'de' });
    expect(
      queryClient.getQueryData(contentQueryKeys.headerMenu({ storefrontId: 'ybd', locale: 'de' })),
    ).toEqual(sampleData.headerMenu);
  });

  it('waits while not enabled', async () => {
    const { wrapper, fetch } = setup();
    const { result } = renderHook(
      () => useProductDetails('custom-mailer-box', { enabled: false }),
      {
        wrapper,
      },
    );
    expect(result.current.isFetching).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a ContentQueryError at once, without retrying', async () => {
    const { wrapper, fetch } = setup(() => ({ errors: [{ message: 'Boom' }] }));
    const { result } = renderHook(() => useStorefrontConfig(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isContentQueryError(result.current.error)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
