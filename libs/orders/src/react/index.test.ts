import { describe, expect, it } from 'vitest';
import * as ordersReact from './index';

describe('@storefront/orders/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(ordersReact).sort()).toEqual([
      'DefaultAddresses',
      'EmailChangeForm',
      'MyInfo',
      'NewsletterToggle',
      'OrderDetail',
      'OrderDocuments',
      'OrderHistory',
      'OrderLineItem',
      'OrderStatusBadge',
      'OrderTotalsSummary',
      'OrdersClientProvider',
      'PasswordChangeForm',
      'PendingOrderPayment',
      'ProfileForm',
      'ReorderButton',
      'VerificationEmailButton',
      'ordersQueryKeys',
      'retryTransientOrderFailures',
      'saveFile',
      'useChangeNewsletterSubscription',
      'useCustomer',
      'useDownloadOrderDocument',
      'useNewsletterStatus',
      'useOrder',
      'useOrderHistory',
      'useOrderTotals',
      'useOrdersClient',
      'usePayPendingOrder',
      'useUpdateCustomer',
    ]);
  });
});
