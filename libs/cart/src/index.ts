// @storefront/cart: the framework-free part of the cart and checkout — checkout steps, PO box
// detection, address conversion between the API and the address form, the address form's
// rules (zod schema, phone formatting, countries and states offered), the address lookup
// client, the cart confirmation messages and the `cart` and `address` i18n catalogues.
// Left out on purpose until later releases: the cart API calls and transform, coupons,
// shipping methods and the cart store. React components live in '@storefront/cart/react'.

export { toAddressForm, toApiAddress } from './lib/address';
export type { AddressFormValues, ApiAddress, ApiAddressInput } from './lib/address';
export {
  ADDRESS_FIELD_LIMITS,
  EMPTY_ADDRESS_FORM_VALUES,
  addressFormSchema,
  isValidPostalCode,
} from './lib/address-form-schema';
export type { AddressFormInput, AddressFormOutput } from './lib/address-form-schema';
export { CLEANSE_ADDRESSES_ERROR_CODES, cleanseAddresses } from './lib/address-lookup-cleanse';
export type { CleanseAddressInput, CleanseResult } from './lib/address-lookup-cleanse';
export { createAddressLookupClient } from './lib/address-lookup-client';
export type {
  AddressLookup,
  AddressLookupCallOptions,
  AddressLookupClient,
  AddressLookupClientOptions,
} from './lib/address-lookup-client';
export {
  ADDRESS_LOOKUP_MIN_CHARS,
  FIND_ADDRESSES_ERROR_CODES,
  findAddressSuggestions,
  lookupCountryOf,
} from './lib/address-lookup-find';
export type { AddressSuggestion, FindAddressesQuery } from './lib/address-lookup-find';
export {
  RETRIEVE_ADDRESS_ERROR_CODES,
  lookupAddressSchema,
  lookupAddressToForm,
  retrieveLookupAddress,
} from './lib/address-lookup-retrieve';
export type { LookupAddress, LookupFormFields } from './lib/address-lookup-retrieve';
export {
  ADDRESS_FORM_ERRORS,
  ADDRESS_NAMESPACE,
  addressErrorText,
  addressMessages,
} from './lib/address-messages';
export type { AddressFormErrorKey } from './lib/address-messages';
export { CART_CONFIRMATION_MESSAGES } from './lib/cart-confirmation';
export type { CartConfirmationReason } from './lib/cart-confirmation';
export { CartError, isCartError } from './lib/cart-error';
export type { CartErrorCode, CartErrorInit } from './lib/cart-error';
export { cartMessages } from './lib/cart-messages';
export { CHECKOUT_STEPS, checkoutStepForPath } from './lib/checkout-steps';
export type { CheckoutStep, CheckoutStepId } from './lib/checkout-steps';
export {
  ADDRESS_FORM_COUNTRIES,
  COUNTRIES,
  PUERTO_RICO,
  STATES_BY_COUNTRY,
  UNITED_STATES,
  addressFormStatesOf,
  findCountry,
  findState,
  statesOf,
} from './lib/countries';
export type { CountryCode, Region } from './lib/countries';
export {
  PHONE_DIGITS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  formatPhoneAsYouType,
  formatPhoneNumber,
  hasValidPhoneCharacters,
  nationalPhoneDigits,
} from './lib/phone';
export { PO_BOX_NOT_SUPPORTED_MESSAGE, assertNotPoBox, isPoBoxAddress } from './lib/po-box';
