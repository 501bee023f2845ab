// @storefront/cart: the framework-free part of the cart and checkout — the cart, customer,
// delivery option, payment and order calls (one per file under lib/api, bound together by
// `createCartApi`), the cart transform, the confirmation checks and the coupon, payment and
// recalculation messages, the cart store (`createCartStore`) with its storage, placing an
// order with an idempotency key, checkout steps, PO box detection, address conversion between
// the API and the address form, the address form's rules, the address lookup client and the
// `cart` and `address` i18n catalogues. React components live in '@storefront/cart/react'.
//
// Deliberately not exported: the JSON schemas' internals (only the ones a caller validates
// with are), the version-retry loop inside the store and the test helpers under lib/testing.

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
export { createCartApi } from './lib/api/cart-api';
export type { CartApi } from './lib/api/cart-api';
export { createCartConnection } from './lib/api/cart-connection';
export type { CartConnection, CartConnectionOptions } from './lib/api/cart-connection';
export {
  apiAddressSchema,
  apiCartSchema,
  apiDeliveryOptionSchema,
  apiLineItemSchema,
  apiOrderSchema,
  apiPriceSchema,
  apiShippingLineSchema,
} from './lib/api/cart-schemas';
export type {
  ApiAddressRecord,
  ApiCart,
  ApiDeliveryOption,
  ApiLineItem,
  ApiOrder,
  ApiPrice,
  ApiReason,
  ApiShippingLine,
} from './lib/api/cart-schemas';
export {
  ADD_TO_CART_ERROR_CODES,
  CREATE_CART_ERROR_CODES,
  createCart,
} from './lib/api/create-cart';
export type { CartDraft, LineItemDraft } from './lib/api/create-cart';
export { getCart } from './lib/api/get-cart';
export type { GetCartOptions, RecalculationConfig } from './lib/api/get-cart';
export { GET_CART_ERROR_CODES, getCustomerCart } from './lib/api/get-customer-cart';
export { DELIVERY_OPTIONS_ERROR_CODES, getDeliveryOptions } from './lib/api/get-delivery-options';
export type { DeliveryOptionsByItem } from './lib/api/get-delivery-options';
export { getShippingMethods } from './lib/api/get-shipping-methods';
export type { ShippingMethods, ShippingMethodsRequest } from './lib/api/get-shipping-methods';
export { getUserCart } from './lib/api/get-user-cart';
export { NONCE_FAILURE_CODES, PAY_CART_ERROR_CODES, payCart } from './lib/api/pay-cart';
export type { CartPayment, PaymentResult } from './lib/api/pay-cart';
export {
  SET_SHIPPING_METHODS_ERROR_CODES,
  setShippingMethods,
} from './lib/api/set-shipping-methods';
export type { ShippingMethodChoice } from './lib/api/set-shipping-methods';
export {
  UPDATE_CART_ADDRESSES_ERROR_CODES,
  updateCartAddresses,
} from './lib/api/update-cart-addresses';
export type { CartAddressesUpdate } from './lib/api/update-cart-addresses';
export { COUPON_ERROR_CODES, applyCoupon, removeCoupon } from './lib/api/update-coupon-code';
export { UPDATE_LINE_ITEMS_ERROR_CODES, updateLineItems } from './lib/api/update-line-items';
export type { LineItemAction } from './lib/api/update-line-items';
export {
  CART_CONFIRMATION_MESSAGES,
  checkCartConfirmation,
  firstUnreadyMessage,
} from './lib/cart-confirmation';
export type {
  CartConfirmationInput,
  CartConfirmationOptions,
  CartConfirmationReason,
} from './lib/cart-confirmation';
export {
  CART_ID_STORAGE_KEY,
  CART_INFO_STORAGE_KEY,
  readCartInfo,
  readStoredCartId,
  writeCartInfo,
} from './lib/cart-info';
export type { CartInfo, CartStorage } from './lib/cart-info';
export { createCartStore } from './lib/cart-store';
export type {
  CartStatus,
  CartStore,
  CartStoreState,
  CreateCartStoreOptions,
} from './lib/cart-store';
export {
  MEMBERSHIP_CODES,
  ON_ACCOUNT_GROUP_KEYS,
  RESELLER_GROUP_KEYS,
  invoiceOptionsOf,
  isMembershipCode,
  isReseller,
} from './lib/reseller';
export type { InvoiceCustomer, MembershipCode } from './lib/reseller';
export {
  EMPTY_CART_DATE,
  effectivePromisedDate,
  isEmptyCartDate,
  transformCart,
  transformOrder,
} from './lib/cart-transform';
export type {
  CartLine,
  CartLineAttribute,
  CartTotal,
  CouponDetails,
  DiscountInfo,
  PriceDetails,
  ShippingInfo,
  TransformCartOptions,
  TransformIssue,
  TransformedCart,
} from './lib/transformed-cart';
export { COUPON_MESSAGES, couponFailureMessage } from './lib/coupon-messages';
export { CartError, isCartError } from './lib/cart-error';
export type { CartErrorCode, CartErrorInit } from './lib/cart-error';
export { CART_NAMESPACE, cartMessages } from './lib/cart-messages';
export {
  EMPTY_CARD_FORM_VALUES,
  SANDBOX_TEST_CARDS,
  cardDigits,
  createCardFormSchema,
  isAmexNumber,
  parseCardExpiry,
  passesLuhn,
} from './lib/card-form';
export type { CardFormValues, SandboxTestCard } from './lib/card-form';
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
export { DEFAULT_DELIVERY_OPTION_NAME, defaultDeliveryOptionId } from './lib/delivery-options';
export { PAYMENT_MESSAGES, paymentFailureOf } from './lib/payment-failure';
export { paymentOf, paymentOptionsOf } from './lib/payment-options';
export type { PaymentOption } from './lib/payment-options';
export type { PaymentFailure } from './lib/payment-failure';
export { createIdempotencyKey, isPaymentPending, placeOrder } from './lib/place-order';
export type { PlaceOrderOptions } from './lib/place-order';
export { PO_BOX_NOT_SUPPORTED_MESSAGE, assertNotPoBox, isPoBoxAddress } from './lib/po-box';
export { RECALCULATION_MESSAGES, recalculationMessage } from './lib/recalculation-reasons';
export {
  CART_UPDATE_MAX_ATTEMPTS,
  VERSION_MISMATCH_MESSAGE,
  conflictVersion,
  isVersionConflict,
} from './lib/version-conflict';
