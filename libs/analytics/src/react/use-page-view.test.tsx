import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@storefront/browser-storage';
import { createAnalytics, type Analytics } from '../lib/create-analytics';
import {
  SANDBOX_ANALYTICS_ENDPOINT,
  storedEvents,
  type StoredEvent,
} from '../lib/testing/sink-events';
import { AnalyticsProvider } from './analytics-provider';
import { NO_ANALYTICS } from './lazy-analytics';
import { useAnalytics } from './use-analytics';
import { usePageView } from './use-page-view';

// The hooks with the real client against the sandbox's sink; the provider's idle-time load and
// the page delay on fake timers.

const sandbox = sandboxPerFile();

let analytics: Analytics;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  analytics = createAnalytics({
    endpoint: SANDBOX_ANALYTICS_ENDPOINT,
    writeKey: 'ybd-sandbox-write-key',
    storage: memoryStorage(),
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

const load = () => Promise.resolve(analytics);
const wrapper = ({ children }: { children?: ReactNode }) => (
  <StrictMode>
    <AnalyticsProvider load={load}>{children}</AnalyticsProvider>
  </StrictMode>
);

/** Lets the provider load its client (once the browser is idle: 1 ms in jsdom). */
async function clientLoaded() {
  await act(() => vi.advanceTimersByTimeAsync(1));
}

async function pagesSent(): Promise<StoredEvent[]> {
  await act(async () => {
    await analytics.flush();
  });
  return storedEvents(sandbox, {
    storefrontId: 'ybd',
    type: 'page',
    anonymousId: analytics.getAnonymousId(),
  });
}

function Page({ name, step }: { name: string | null; step?: string }) {
  usePageView(name, { step });
  return <h1>{name ?? 'Loading'}</h1>;
}

describe('usePageView', () => {
  it('reports one page view 1000 ms after the client loaded, even in StrictMode', async () => {
    render(<Page name="Cart" step="viewCart" />, { wrapper });
    expect(analytics.pendingCount()).toBe(0);
    await clientLoaded();

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
    await clientLoaded();
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
  it('takes calls at once and hands them to the client once it has loaded', async () => {
    const { result } = renderHook(() => useAnalytics(), { wrapper });
    result.current.page('Cart');
    expect(analytics.pendingCount()).toBe(0);

    await clientLoaded();

    expect(analytics.pendingCount()).toBe(1);
    expect((await pagesSent()).map((page) => page.name)).toEqual(['Cart']);
  });

  it('does nothing without a provider', () => {
    const { result } = renderHook(() => useAnalytics());

    expect(result.current).toBe(NO_ANALYTICS);
    expect(() => result.current.track('Save Design', { design_id: 'dsg_1' })).not.toThrow();
  });

  it('turns every call into a no-op when the client fails to load', async () => {
    const failures: unknown[] = [];
    const failing = () => Promise.reject(new Error('offline'));
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <AnalyticsProvider load={failing} onLoadError={(error) => failures.push(error)}>
          {children}
        </AnalyticsProvider>
      ),
    });
    result.current.page('Cart');

    await clientLoaded();

    expect(failures).toEqual([new Error('offline')]);
    expect(() => result.current.track('Save Design', { design_id: 'dsg_1' })).not.toThrow();
  });
});
