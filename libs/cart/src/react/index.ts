// @storefront/cart/react: React bindings of the cart — the cart store provider and hooks, and
// the presentational pieces the cart and checkout pages are composed of (cart lines, order
// summary, coupon box, delivery options, payment method, card form, order review, saved
// addresses, address form, checkout steps, upsell panel). Strings come from the `cart` i18n
// namespace (`cartMessages`) and the address form's `address` namespace; components register
// them in the app's i18n instance when it has not. The pages themselves (routing, data
// loading) are the storefront's: this entry knows no router.
//
// Deliberately not exported: the story fixtures and the cents helper of the summary.

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
export { AddressSummary } from './address-summary';
export type { AddressSummaryProps } from './address-summary';
export { CardPaymentForm } from './card-payment-form';
export type { CardPaymentFormProps } from './card-payment-form';
export { CartLineList } from './cart-line-list';
export type { CartLineListProps } from './cart-line-list';
export { CartStoreProvider, useCartStore, useCartStoreApi } from './cart-store-provider';
export { CartUpsell } from './cart-upsell';
export type { CartUpsellOffer, CartUpsellProps } from './cart-upsell';
export type { CartStoreProviderProps } from './cart-store-provider';
export { CouponForm } from './coupon-form';
export type { CouponFormProps } from './coupon-form';
export { DeliveryOptionsForm } from './delivery-options-form';
export type { DeliveryOptionsFormProps, DeliveryOptionsItem } from './delivery-options-form';
export { OrderReview } from './order-review';
export type { OrderReviewProps, OrderReviewSection } from './order-review';
export { OrderSummary } from './order-summary';
export type { OrderSummaryProps } from './order-summary';
export { PaymentMethodPicker } from './payment-method-picker';
export type { PaymentMethodPickerProps } from './payment-method-picker';
export { SavedAddresses } from './saved-addresses';
export type { SavedAddress, SavedAddressesMode, SavedAddressesProps } from './saved-addresses';
export { useCartTranslation } from './use-cart-translation';
export type { CartTranslate } from './use-cart-translation';
export { formatArrivalDate, formatPrice } from './format';
