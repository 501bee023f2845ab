import { useContext } from 'react';
import { AnalyticsContext } from './analytics-context';
import { NO_ANALYTICS, type AnalyticsCalls } from './lazy-analytics';

/**
 * The analytics calls of the nearest {@link AnalyticsProvider}: `page`, `track`, `identify`
 * and `reset`. Calls made before the client has loaded wait for it; without a provider above,
 * every call does nothing (so components render alone in tests and stories). None throws.
 *
 * @example
 * const analytics = useAnalytics();
 * const onAdded = (line: CartLine) =>
 *   analytics.track('Product Added', { product_id: line.productKey, quantity: line.quantity });
 */
export function useAnalytics(): AnalyticsCalls {
  return useContext(AnalyticsContext) ?? NO_ANALYTICS;
}
