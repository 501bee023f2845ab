// Public API of @storefront/analytics/react: the provider, the on-demand loader, the two hooks,
// the calls' type and the do-nothing calls. Every name is listed on purpose and index.test.ts fails when the list
// changes. The context object itself is left out: read it through useAnalytics().

export { AnalyticsProvider, type AnalyticsProviderProps } from './analytics-provider';
export { NO_ANALYTICS, type AnalyticsCalls } from './lazy-analytics';
export { loadAnalytics } from './load-analytics';
export { useAnalytics } from './use-analytics';
export { usePageView } from './use-page-view';
