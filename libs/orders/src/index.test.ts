import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as testing from './testing';

describe('@storefront/orders public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(root).sort()).toEqual([
      'ORDER_MISSING_MESSAGE',
      'OrdersError',
      'cardFieldErrors',
      'clampOrderHistoryPage',
      'createOrdersClient',
      'documentReferenceUrlOf',
      'downloadInvoice',
      'formatOrderPlacedAt',
      'getCustomer',
      'getOrder',
      'getPaymentMetadata',
      'isArtworkDownloadFlowEnabled',
      'isOrdersError',
      'isSameAddress',
      'newsletterAudienceId',
      'orderItemStatusLabel',
      'orderTotals',
      'pollOrderNumber',
      'pollPayment',
      'postalAddressLines',
      'reorderLineDraft',
      'searchOrders',
      'tokenizeCard',
      'updateCustomer',
    ]);
  });

  it('keeps the test helpers in ./testing, which the root does not re-export', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'DEMO_ADDRESS',
      'DEMO_CUSTOMER',
      'SANDBOX_ORIGIN',
      'SHOPPER_ADDRESS',
      'frozenClock',
      'mailerLineBasics',
      'pendingOrderJson',
      'placeOrder',
      'sampleCustomerJson',
      'sampleLineJson',
      'sampleOrderJson',
      'sampleSubscription',
      'shippedLineJson',
      'signIn',
      'signUpCustomer',
      'storyFetch',
    ]);
    expect(Object.keys(root).filter((name) => name in testing)).toEqual([]);
  });
});
