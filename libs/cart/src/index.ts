// @storefront/cart: the framework-free part of the cart and checkout, as far as code outside
// this package uses it — the cart API bound to one connection (`createCartApi`; every cart call
// is one of its methods), the cart store (`createCartStore`) and the storage of its cart info,
// the confirmation checks, placing an order and reading its failure, the payment options, the
// recalculation messages, the placed order's transform, the address lookup client, the version
// conflict test, `CartError` and the `cart` i18n catalogue. React components live in
// '@storefront/cart/react'; test helpers (a sandbox shopper, story carts) in
// '@storefront/cart/testing'.
//
// Left out on purpose: each call's own function and status handlers (use the `CartApi`
// method), the JSON schemas, the address form's rules, countries, phone formatting and the
// `address` catalogue (the address form of '@storefront/cart/react' owns them), and the pure
// helpers only this package's pages use. The customer, order and payment calls belong to
// '@storefront/orders'. `src/index.test.ts` pins the list.

export type { ApiAddress } from './lib/address';
export { createAddressLookupClient } from './lib/address-lookup-client';
export type { AddressLookupClient } from './lib/address-lookup-client';
export { createCartApi } from './lib/api/cart-api';
export type { CartApi } from './lib/api/cart-api';
export type { ApiAddressRecord, ApiOrder, ApiPrice } from './lib/api/cart-schemas';
export type { LineItemDraft } from './lib/api/create-cart';
export type { CartPayment } from './lib/api/pay-cart';
export { checkCartConfirmation, firstUnreadyMessage } from './lib/cart-confirmation';
export { CartError, isCartError } from './lib/cart-error';
export type { CartErrorCode } from './lib/cart-error';
export { readCartInfo, writeCartInfo } from './lib/cart-info';
export { CART_NAMESPACE, cartMessages } from './lib/cart.messages';
export { createCartStore } from './lib/cart-store';
export type { CartStore } from './lib/cart-store';
export { transformOrder } from './lib/cart-transform';
export { PAYMENT_MESSAGES, paymentFailureOf } from './lib/payment-failure';
export type { PaymentFailure } from './lib/payment-failure';
export { paymentOf, paymentOptionsOf } from './lib/payment-options';
export type { PaymentOption } from './lib/payment-options';
export { placeOrder } from './lib/place-order';
export { recalculationMessage } from './lib/recalculation-reasons';
export type { CartLine, TransformedCart } from './lib/transformed-cart';
export { isVersionConflict } from './lib/version-conflict';
