// Public API of @storefront/analytics (framework-free). Every name is listed on purpose and
// index.test.ts fails when the list changes. Left out on purpose: the storage helpers that
// read and probe `localStorage`, the conversion of event inputs to sent properties and the
// queue entry shape (implementation details); React lives in '@storefront/analytics/react'.

export {
  ANALYTICS_LIBRARY,
  PAGE_EVENT_DELAYS,
  createAnalytics,
  type Analytics,
  type AnalyticsClock,
  type AnalyticsFetch,
  type AnalyticsOptions,
  type AnalyticsRetryOptions,
  type AnalyticsTraits,
  type PageKind,
  type PageOptions,
  type TrackOptions,
} from './lib/create-analytics';
export { createNoopAnalytics } from './lib/noop-analytics';
export {
  AnalyticsError,
  isAnalyticsError,
  type AnalyticsErrorCode,
  type AnalyticsErrorDetails,
} from './lib/analytics-error';
export {
  STOREFRONT_EVENTS,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type AnalyticsEvents,
  type AnalyticsOrderTotalsInput,
  type AnalyticsProductInput,
  type MoneyAmount,
  type MoneyInput,
} from './lib/analytics-events';
export type {
  AnalyticsMessage,
  AnalyticsMessageBase,
  IdentifyMessage,
  PageMessage,
  TrackMessage,
} from './lib/analytics-messages';
export { ANALYTICS_STORAGE_KEYS } from './lib/analytics-storage';
// The rules that keep passwords, tokens and card data out of analytics: the `./guard` entry's
// list, which that entry's test pins.
export * from './guard';
