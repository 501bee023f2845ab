// @storefront/orders: the framework-free part of orders and the account — the order and
// order-line model read from the ecommerce JSON, status labels, payment statuses, order dates,
// totals, tracking links, reorder drafts, the artwork-download rule, order-history paging,
// polling helpers, the customer and newsletter models, one API call per file (order history,
// order detail, active line items, totals, invoice and receipt downloads, newsletter, customer,
// card tokens, paying a pending order) and the `orders` i18n catalogue. React components live
// in '@storefront/orders/react'. Left out on purpose: the zod pieces of the order model that
// only the model uses, and the client's transport internals.

// Client and calls
export { createOrdersClient, segment } from './lib/api/orders-client';
export type {
  DownloadedFile,
  OrdersClient,
  OrdersClientOptions,
  OrdersService,
} from './lib/api/orders-client';
export { SEARCH_ORDERS_ERROR_CODES, searchOrders } from './lib/api/search-orders';
export { GET_ORDER_ERROR_CODES, getOrder } from './lib/api/get-order';
export { GET_ORDER_DETAIL_ERROR_CODES, getOrderDetail } from './lib/api/get-order-detail';
export { getOrderById } from './lib/api/get-order-by-id';
export { getOrderTotalDetails, orderTotalDetailsSchema } from './lib/api/get-order-total-details';
export type { OrderTotalDetails } from './lib/api/get-order-total-details';
export { DOWNLOAD_ERROR_CODES, downloadInvoice } from './lib/api/download-invoice';
export { downloadReceipt } from './lib/api/download-receipt';
export { getNewsletterStatus } from './lib/api/get-newsletter-status';
export { subscribeNewsletter } from './lib/api/subscribe-newsletter';
export { unsubscribeNewsletter } from './lib/api/unsubscribe-newsletter';
export { getCustomer } from './lib/api/get-customer';
export { updateCustomer } from './lib/api/update-customer';
export { getPaymentMetadata } from './lib/api/get-payment-metadata';
export type {
  PaymentInstrumentType,
  PaymentMetadata,
  PaymentType,
} from './lib/api/get-payment-metadata';
export { cardFieldErrors, tokenizeCard } from './lib/api/tokenize-card';
export type { CardDetails, CardNonce } from './lib/api/tokenize-card';
export { PAY_PENDING_ORDER_ERROR_CODES, payPendingOrder } from './lib/api/pay-pending-order';
export type { PendingOrderPayment } from './lib/api/pay-pending-order';
export { ORDER_MISSING_MESSAGE, pollOrderNumber } from './lib/api/poll-order-number';
export type { PollOrderNumberOptions } from './lib/api/poll-order-number';

// Model
export {
  moneySchema,
  orderAddressSchema,
  orderPageSchema,
  orderResponseSchema,
} from './lib/order-response';
export type { OrderAddress, OrderResponse } from './lib/order-response';
export { lineJsonField, toOrder, toOrderHistoryPage } from './lib/order-model';
export type {
  Order,
  OrderHistoryPage,
  OrderLine,
  OrderLineTracking,
  OrderPaymentInfo,
  OrderStatusStep,
  OrderUpload,
} from './lib/order-model';
export { hasAmountDue, hasReceipt, orderTotals } from './lib/order-totals';
export type { OrderTotals } from './lib/order-totals';
export { TRACKING_CARRIERS, lineTrackingLink, trackingLinkFor } from './lib/order-tracking';
export {
  REORDER_CUSTOM_FIELDS,
  canReorder,
  documentReferenceUrlOf,
  isArtworkDownloadFlowEnabled,
  reorderLineDraft,
} from './lib/order-lines';
export type { ArtworkDownloadProductConfig, ReorderLineDraft } from './lib/order-lines';
export {
  clampOrderHistoryPage,
  orderHistoryPageCount,
  orderHistoryRange,
} from './lib/order-history-paging';
export { pollPayment, pollUntil, sleep } from './lib/polling';
export type { PollOptions, PollResult } from './lib/polling';
export {
  customerSchema,
  defaultAddressOf,
  defaultAddressUpdate,
  newsletterAudienceId,
  newsletterSubscriptionSchema,
} from './lib/customer-model';
export type {
  Customer,
  CustomerAddress,
  CustomerAddressEntry,
  CustomerUpdate,
  DefaultAddressKind,
  NewsletterSubscription,
} from './lib/customer-model';

// Statuses, dates, constants, messages
export {
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_NUMBER_POLLING,
  PAYMENT_POLLING,
} from './lib/order-constants';
export {
  EMPTY_DATE,
  ORDER_DATE_FORMAT,
  ORDER_TIME_ZONE,
  effectiveArrivalDate,
  formatOrderDate,
  formatOrderDay,
  formatOrderPlacedAt,
  isEmptyOrderDate,
  parseOrderDate,
} from './lib/order-dates';
export type { ArrivalDates, OrderDates } from './lib/order-dates';
export {
  DEFAULT_ORDER_ITEM_STATUS,
  ORDER_ITEM_STATUSES,
  ORDER_ITEM_STATUS_LABELS,
  orderItemStatusLabel,
  orderItemStatusTone,
  statusLabelFromKey,
  toOrderItemStatus,
} from './lib/order-item-status';
export type { OrderItemStatus, OrderItemStatusTone } from './lib/order-item-status';
export { OrdersError, isOrdersError } from './lib/orders-error';
export type { OrdersErrorCode, OrdersErrorInit } from './lib/orders-error';
export { ORDERS_NAMESPACE, ordersMessages } from './lib/orders-messages';
export {
  PAYMENT_CHECK_STATUSES,
  PAYMENT_CHECK_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  paymentCheckStatusSchema,
  paymentStatusSchema,
} from './lib/payment-status';
export type { PaymentCheckStatus, PaymentStatus } from './lib/payment-status';
