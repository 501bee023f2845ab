import type { ReactNode } from 'react';
import type { Analytics } from '../lib/create-analytics';
import { AnalyticsContext } from './analytics-context';

/**
 * Props of {@link AnalyticsProvider}.
 *
 * @example
 * const props: AnalyticsProviderProps = { analytics: createNoopAnalytics(), children: <App /> };
 */
export interface AnalyticsProviderProps {
  /** The client, created once by the app with `createAnalytics(options)`. */
  analytics: Analytics;
  children?: ReactNode;
}

/**
 * Gives the app one analytics client. The provider does not own it: unmounting neither
 * flushes nor destroys it (the client flushes by itself when the page is hidden).
 *
 * @example
 * const analytics = createAnalytics({ endpoint, writeKey: 'boxup-sandbox-write-key' });
 * root.render(
 *   <AnalyticsProvider analytics={analytics}>
 *     <App />
 *   </AnalyticsProvider>,
 * );
 */
export function AnalyticsProvider({ analytics, children }: AnalyticsProviderProps) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}
