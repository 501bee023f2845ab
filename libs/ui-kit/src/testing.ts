// @storefront/ui-kit/testing: helpers for consumers' tests and stories, never re-exported by
// the root entry. They use optional peers the components themselves do not need:
// `tailwind-merge` to tell which utilities override each other, @lingui/core for
// a test's messages, and @tanstack/react-query for a test's query client.
export {
  conflictingClasses,
  findClassConflicts,
  type ClassConflict,
} from './lib/testing/conflicting-classes';
export { catalogueSource } from './lib/testing/catalogue-source';
export { createTestI18n, type TestI18nOptions, type TestLanguage } from './lib/testing/test-i18n';
export { renderOnServer, type ServerRenderedPage } from './lib/testing/render-on-server';
export { stubResizeObserver } from './lib/testing/stub-resize-observer';
export { useControlledValue } from './lib/testing/use-controlled-value';
export {
  QueryTestProviders,
  createTestQueryClient,
  type QuerySeed,
  type StoryProvidersProps,
} from './lib/testing/query-test-providers';
