// @storefront/orders/testing: helpers for consumers' tests and stories, never re-exported by
// the root entry. Sample order and customer JSON as the ecommerce service answers it, a fetch
// that answers stories from a route table, and helpers that drive the in-process sandbox
// (sign up, sign in, place an order, a clock that only moves when told).
export {
  DEMO_CUSTOMER,
  SANDBOX_ORIGIN,
  SHOPPER_ADDRESS,
  frozenClock,
  placeOrder,
  signIn,
  signUpCustomer,
} from './lib/testing/sandbox-shop';
export type { SandboxCustomer, TestSandbox } from './lib/testing/sandbox-shop';
export {
  DEMO_ADDRESS,
  mailerLineBasics,
  pendingOrderJson,
  sampleLineJson,
  sampleOrderJson,
  shippedLineJson,
} from './lib/testing/sample-orders';
export { sampleCustomerJson, sampleSubscription } from './react/testing/sample-customer';
export { storyFetch } from './react/testing/story-fetch';
export type { StoryRoute } from './react/testing/story-fetch';
