import { useContext } from 'react';
import type { Analytics } from '../lib/create-analytics';
import { AnalyticsContext } from './analytics-context';

/**
 * The analytics client of the nearest {@link AnalyticsProvider}. Throws 'useAnalytics must be
 * used within AnalyticsProvider' outside one (a wiring mistake, found in development); the
 * client's own methods never throw.
 *
 * @example
 * const analytics = useAnalytics();
 * const onAdded = (line: CartLine) =>
 *   analytics.track('Product Added', { product_id: line.productKey, quantity: line.quantity });
 */
export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used within AnalyticsProvider');
  return analytics;
}
