import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryAnalyticsStorage } from '../lib/analytics-storage';
import { createAnalytics, type Analytics } from '../lib/create-analytics';
import { AnalyticsProvider } from './analytics-provider';
import { useAnalytics } from './use-analytics';
import { usePageView } from './use-page-view';

// The hooks with the real client against the sandbox's sink; the page delay on fake timers.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

let analytics: Analytics;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  analytics = createAnalytics({
    endpoint: 'http://sandbox.test/analytics',
    writeKey: 'ybd-sandbox-write-key',
    storage: memoryAnalyticsStorage(),
    fetch: (url, init) => sandbox.fetch(url, init),
    onError: (error) => {
      throw error;
    },
  });
});
afterEach(() => {
  analytics.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children?: ReactNode }) => (
  <StrictMode>
    <AnalyticsProvider analytics={analytics}>{children}</AnalyticsProvider>
  </StrictMode>
);

async function pagesSent(): Promise<Array<{ name: string; properties: Record<string, unknown> }>> {
  await act(async () => {
    await analytics.flush();
  });
  const query = new URLSearchParams({
    storefrontId: 'ybd',
    type: 'page',
    anonymousId: analytics.getAnonymousId(),
  });
  const response = await sandbox.fetch(`/analytics/__events?${query}`);
  return (
    (await response.json()) as {
      events: Array<{ name: string; properties: Record<string, unknown> }>;
    }
  ).events;
}

function Page({ name, step }: { name: string | null; step?: string }) {
  usePageView(name, { step });
  return <h1>{name ?? 'Loading'}</h1>;
}

describe('usePageView', () => {
  it('reports one page view 1000 ms after mounting, even in StrictMode', async () => {
    render(<Page name="Cart" step="viewCart" />, { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(analytics.pendingCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));

    const pages = await pagesSent();
    expect(pages.map((page) => [page.name, page.properties['step']])).toEqual([
      ['Cart', 'viewCart'],
    ]);
  });

  it('does not report again for equal properties, and does for a new name', async () => {
    const { rerender } = render(<Page name="Shipping" step="shipping" />, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1000));

    rerender(<Page name="Shipping" step="shipping" />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender(<Page name="Payment" step="payment" />);
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect((await pagesSent()).map((page) => page.name)).toEqual(['Shipping', 'Payment']);
  });

  it('waits while the name is empty', async () => {
    const { rerender } = render(<Page name={null} />, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(analytics.pendingCount()).toBe(0);

    rerender(<Page name="Product" />);
    expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect((await pagesSent()).map((page) => page.name)).toEqual(['Product']);
  });
});

describe('useAnalytics', () => {
  it('gives the provider’s client', () => {
    const { result } = renderHook(() => useAnalytics(), { wrapper });

    expect(result.current).toBe(analytics);
  });

  it('names the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useAnalytics())).toThrow(
      'useAnalytics must be used within AnalyticsProvider',
    );
  });
});
