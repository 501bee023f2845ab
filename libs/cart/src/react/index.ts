// @storefront/cart/react: React bindings of the cart. Strings come from the `cart` i18n
// namespace; register `cartMessages` from '@storefront/cart' before rendering. The address
// form uses the `address` namespace (`addressMessages`) and registers it itself when missing.
// Also here: the address form (with the street search of the address lookup) and its hook.
// Cart and checkout pages and the cart store provider come in later releases.

export { CheckoutSteps } from './checkout-steps';
export type { CheckoutStepsProps } from './checkout-steps';
export { AddressForm } from './address-form/address-form';
export type { AddressFormProps } from './address-form/address-form';
export {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  useAddressSuggestions,
} from './address-form/use-address-suggestions';
export type {
  AddressSuggestionsState,
  AddressSuggestionsStatus,
  UseAddressSuggestionsOptions,
} from './address-form/use-address-suggestions';
