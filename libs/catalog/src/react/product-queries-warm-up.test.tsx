import { renderHook } from '@testing-library/react';
import type * as HttpModule from '@storefront/http';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Counted stand-ins for what the warm-up downloads: the HTTP client's sending code (through
// `preloadHttpClient`) and the two operations a selection change runs first.
const loaded = vi.hoisted(() => ({ http: 0, prices: 0, availability: 0 }));
vi.mock('@storefront/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  preloadHttpClient: async () => {
    loaded.http += 1;
  },
}));
vi.mock('../lib/api/get-product-prices', () => {
  loaded.prices += 1;
  return {};
});
vi.mock('../lib/api/get-availability', () => {
  loaded.availability += 1;
  return {};
});

const { useProductQueriesWarmUp } = await import('./product-queries-warm-up');

afterEach(() => {
  vi.useRealTimers();
});

describe('useProductQueriesWarmUp', () => {
  it('downloads the price and availability code and the HTTP client once the page is idle', async () => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the hook falls back to a short timer.
    expect(document.readyState).toBe('complete');
    renderHook(() => useProductQueriesWarmUp());
    expect(loaded).toEqual({ http: 0, prices: 0, availability: 0 });

    await vi.runAllTimersAsync();
    expect(loaded).toEqual({ http: 1, prices: 1, availability: 1 });
  });

  it('downloads nothing when the page is left before it is idle', async () => {
    vi.useFakeTimers();
    const before = { ...loaded };
    const { unmount } = renderHook(() => useProductQueriesWarmUp());
    unmount();
    await vi.runAllTimersAsync();
    expect(loaded.http).toBe(before.http);
  });
});
