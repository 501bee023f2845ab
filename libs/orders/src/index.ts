// @storefront/orders: the framework-free part of orders and the account, as far as code outside
// this package uses it — the orders client and its calls (order history, one order, invoice
// download, customer read and update), the one owner of the order-number polling, the payment
// metadata and card tokens (the checkout of '@storefront/cart' runs them on its connection),
// the polling loop, the order model's types, totals, status labels and the order dates the
// README shows, the postal lines of an address (the checkout's address cleansing shows them
// too), the reorder and artwork-download rules, the newsletter audience and
// `OrdersError`. React components live in '@storefront/orders/react'; test helpers (sample
// order JSON, a story fetch, sandbox shop helpers) in '@storefront/orders/testing'.
//
// Left out on purpose: the zod schemas of the order model and the response, the status, date,
// tracking and paging helpers only this package's components use, the other calls
// (newsletter, receipts, order detail, totals) that only its hooks call, and the `orders` i18n
// catalogue (the React entry registers it). `src/index.test.ts` pins the list.

// Client and calls
export { createOrdersClient } from './lib/api/orders-client';
export type { OrdersClient, OrdersClientOptions } from './lib/api/orders-client';
export { searchOrders } from './lib/api/search-orders';
export { getOrder } from './lib/api/get-order';
export { ORDER_MISSING_MESSAGE, pollOrderNumber } from './lib/api/poll-order-number';
export type { PollOrderNumberOptions } from './lib/api/poll-order-number';
export { downloadInvoice } from './lib/api/download-invoice';
export { getCustomer } from './lib/api/get-customer';
export { updateCustomer } from './lib/api/update-customer';
export { getPaymentMetadata } from './lib/api/get-payment-metadata';
export type { PaymentInstrumentType, PaymentMetadata } from './lib/api/get-payment-metadata';
export { cardFieldErrors, tokenizeCard } from './lib/api/tokenize-card';
export type { CardDetails, CardNonce } from './lib/api/tokenize-card';

// Polling
export { pollPayment } from './lib/polling';
export type { PollOptions } from './lib/polling';

// Model and rules
export type { AddressPlace, Customer, CustomerUpdate } from './lib/customer-model';
export { isSameAddress, newsletterAudienceId } from './lib/customer-model';
export type { Order, OrderLine } from './lib/order-model';
export { orderTotals } from './lib/order-totals';
export { formatOrderPlacedAt } from './lib/order-dates';
export { orderItemStatusLabel } from './lib/order-item-status';
export {
  documentReferenceUrlOf,
  isArtworkDownloadFlowEnabled,
  reorderLineDraft,
} from './lib/order-lines';
export { clampOrderHistoryPage } from './lib/order-history-paging';
export { postalAddressLines } from './lib/address-lines';

// Errors
export { OrdersError, isOrdersError } from './lib/orders-error';
export type { OrdersErrorCode } from './lib/orders-error';
