// @storefront/cart: the framework-free part of the cart and checkout — checkout steps, PO box
// detection, address conversion between the API and the address form, the countries and
// states offered, the cart confirmation messages and the `cart` i18n catalogue.
// Left out on purpose until later releases: the cart API calls and transform, coupons,
// shipping methods and the cart store. React components live in '@storefront/cart/react'.

export { toAddressForm, toApiAddress } from './lib/address';
export type { AddressFormValues, ApiAddress, ApiAddressInput } from './lib/address';
export { CART_CONFIRMATION_MESSAGES } from './lib/cart-confirmation';
export type { CartConfirmationReason } from './lib/cart-confirmation';
export { CartError, isCartError } from './lib/cart-error';
export type { CartErrorCode, CartErrorInit } from './lib/cart-error';
export { cartMessages } from './lib/cart-messages';
export { CHECKOUT_STEPS, checkoutStepForPath } from './lib/checkout-steps';
export type { CheckoutStep, CheckoutStepId } from './lib/checkout-steps';
export {
  COUNTRIES,
  PUERTO_RICO,
  STATES_BY_COUNTRY,
  UNITED_STATES,
  statesOf,
} from './lib/countries';
export type { CountryCode, Region } from './lib/countries';
export { PO_BOX_NOT_SUPPORTED_MESSAGE, assertNotPoBox, isPoBoxAddress } from './lib/po-box';
