import type { Analytics, AnalyticsOptions } from '../lib/create-analytics';

/**
 * Creates the analytics client with its code imported on demand (a chunk of its own), for an
 * {@link AnalyticsProvider}'s `load`: the app's first load carries none of it.
 *
 * @example
 * const load = useCallback(() => loadAnalytics({ endpoint, writeKey }), [endpoint, writeKey]);
 * <AnalyticsProvider load={load}>{app}</AnalyticsProvider>
 */
export function loadAnalytics(options: AnalyticsOptions): Promise<Analytics> {
  return import('../lib/create-analytics').then(({ createAnalytics }) => createAnalytics(options));
}
