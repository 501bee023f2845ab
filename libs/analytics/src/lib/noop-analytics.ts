import type { Analytics } from './create-analytics';

/**
 * An {@link Analytics} that sends nothing and remembers nothing: for stories, tests of pages
 * that take an analytics client, and brands built without an analytics write key.
 *
 * @example
 * <AnalyticsProvider analytics={createNoopAnalytics()}>
 *   <ProductPage />
 * </AnalyticsProvider>
 */
export function createNoopAnalytics(): Analytics {
  return {
    identify: () => undefined,
    page: () => undefined,
    track: () => undefined,
    reset: () => undefined,
    flush: () => Promise.resolve(),
    getUserId: () => null,
    getAnonymousId: () => '',
    pendingCount: () => 0,
    destroy: () => undefined,
  };
}
