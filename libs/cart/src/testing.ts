// @storefront/cart/testing: helpers for consumers' tests and stories, never re-exported by the
// root entry. The sandbox shopper drives the in-process sandbox's real identity routes (an
// anonymous shopper, a signed-in customer) and binds a cart API to it; the story carts are
// cart JSON and transformed carts for stories and component tests.
export {
  ARLINGTON,
  DEMO_CUSTOMER,
  TEST_ORIGIN,
  anonymousShopper,
  cartApiFor,
  newCustomer,
  signIn,
} from './lib/testing/sandbox-shopper';
export type { SandboxLike, Shopper } from './lib/testing/sandbox-shopper';
export {
  ARLINGTON_ADDRESS,
  boxPicture,
  flaggedStoryCart,
  storyApiCart,
  storyCart,
  storyDeliveryOptions,
} from './react/testing/story-cart';
