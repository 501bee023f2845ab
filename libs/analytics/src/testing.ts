// @storefront/analytics/testing: helpers for the tests of apps that send analytics to the
// in-process sandbox, never re-exported by the root entry: where the sandbox's sink is and
// what it stored (`GET /analytics/__events`). Free of any test runner; the vitest harness of
// this library's own tests (src/lib/testing/sink-harness.ts) is left out on purpose.
export {
  SANDBOX_ANALYTICS_ENDPOINT,
  storedEvents,
  type StoredEvent,
} from './lib/testing/sink-events';
