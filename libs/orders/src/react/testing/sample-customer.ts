// Story helper (not exported from the package): a customer as the ecommerce service sends it.
import { DEMO_ADDRESS } from '../../lib/testing/sample-orders';

/** The demo customer's JSON, with one address as both defaults; override any field. */
export function sampleCustomerJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cus_demo_dana_whitfield',
    key: 'cus_demo_dana_whitfield',
    version: 1,
    email: 'demo@boxup.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    title: null,
    companyName: 'Whitfield Candles',
    addresses: [{ id: 'addr_demo_arlington', ...DEMO_ADDRESS }],
    defaultBillingAddressId: 'addr_demo_arlington',
    defaultShippingAddressId: 'addr_demo_arlington',
    isAddressIdentical: true,
    customerGroup: { key: 'business', name: 'Business' },
    onAccount: false,
    isInvoiceWithoutTermsEnabled: true,
    newsletterStatus: 'unsubscribed',
    ...overrides,
  };
}

/** A newsletter subscription answer. */
export function sampleSubscription(status: 'subscribed' | 'unsubscribed') {
  return {
    email: 'demo@boxup.example',
    audienceId: 'boxup-newsletter',
    status,
    subscribedAt: status === 'subscribed' ? '2030-01-09T15:00:00.000Z' : null,
    unsubscribedAt: null,
    updatedAt: '2030-01-09T15:00:00.000Z',
  };
}
