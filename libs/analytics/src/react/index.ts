// Public API of @storefront/analytics/react: the provider and the two hooks. Every name is
// listed on purpose and index.test.ts fails when the list changes. The context object itself
// is left out: read it through useAnalytics(), which names the missing provider.

export { AnalyticsProvider, type AnalyticsProviderProps } from './analytics-provider';
export { useAnalytics } from './use-analytics';
export { usePageView } from './use-page-view';
