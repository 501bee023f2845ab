// @storefront/cart/react: React bindings of the cart. Strings come from the `cart` i18n
// namespace; register `cartMessages` from '@storefront/cart' before rendering.
// Cart and checkout pages, hooks and the cart store provider come in later releases.

export { CheckoutSteps } from './checkout-steps';
export type { CheckoutStepsProps } from './checkout-steps';
