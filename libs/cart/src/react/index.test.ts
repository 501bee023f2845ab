import { describe, expect, it } from 'vitest';
import * as cartReact from './index';

describe('@storefront/cart/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(cartReact).sort()).toEqual([
      'ADDRESS_LOOKUP_DEBOUNCE_MS',
      'AddressForm',
      'AddressSummary',
      'CardPaymentForm',
      'CartLineList',
      'CartStoreProvider',
      'CartUpsell',
      'CheckoutSteps',
      'CouponForm',
      'DeliveryOptionsForm',
      'OrderReview',
      'OrderSummary',
      'PaymentMethodPicker',
      'SavedAddresses',
      'formatArrivalDate',
      'formatPrice',
      'useAddressSuggestions',
      'useCartStore',
      'useCartStoreApi',
      'useCartTranslation',
    ]);
  });
});
