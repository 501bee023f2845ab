import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as testing from './testing';

describe('@storefront/cart public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(root).sort()).toEqual([
      'CART_NAMESPACE',
      'CartError',
      'PAYMENT_MESSAGES',
      'cartMessages',
      'checkCartConfirmation',
      'createAddressLookupClient',
      'createCartApi',
      'createCartStore',
      'firstUnreadyMessage',
      'isCartError',
      'isVersionConflict',
      'paymentFailureOf',
      'paymentOf',
      'paymentOptionsOf',
      'placeOrder',
      'readCartInfo',
      'recalculationMessage',
      'transformOrder',
      'writeCartInfo',
    ]);
  });

  it('keeps the test helpers in ./testing, which the root does not re-export', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'ARLINGTON',
      'ARLINGTON_ADDRESS',
      'DEMO_CUSTOMER',
      'TEST_ORIGIN',
      'anonymousShopper',
      'boxPicture',
      'cartApiFor',
      'flaggedStoryCart',
      'newCustomer',
      'signIn',
      'storyApiCart',
      'storyCart',
      'storyDeliveryOptions',
    ]);
    expect(Object.keys(root).filter((name) => name in testing)).toEqual([]);
  });
});
