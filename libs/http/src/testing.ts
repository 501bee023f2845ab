// @storefront/http/testing: helpers for the tests of the libraries built on this one, never
// re-exported by the root entry. Free of any test runner (no vitest import), like the
// library itself.
export { failureOf } from './lib/testing/failure-of';
