import { describe, expect, it } from 'vitest';
import * as cart from './index';

describe('@storefront/cart public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(cart).sort()).toEqual([
      'CART_CONFIRMATION_MESSAGES',
      'CHECKOUT_STEPS',
      'COUNTRIES',
      'CartError',
      'PO_BOX_NOT_SUPPORTED_MESSAGE',
      'PUERTO_RICO',
      'STATES_BY_COUNTRY',
      'UNITED_STATES',
      'assertNotPoBox',
      'cartMessages',
      'checkoutStepForPath',
      'isCartError',
      'isPoBoxAddress',
      'statesOf',
      'toAddressForm',
      'toApiAddress',
    ]);
  });
});
