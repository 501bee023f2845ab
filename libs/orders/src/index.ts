// @storefront/orders: the framework-free part of orders — order line statuses and their
// labels, payment and payment-check statuses, order date formatting, arrival dates, the
// order history and payment polling constants and the `orders` i18n catalogue.
// Left out on purpose until later releases: the order API calls and transforms, polling,
// invoices and receipts. React components live in '@storefront/orders/react'.

export { ORDER_HISTORY_PAGE_SIZE, PAYMENT_POLLING } from './lib/order-constants';
export {
  EMPTY_DATE,
  ORDER_DATE_FORMAT,
  ORDER_TIME_ZONE,
  effectiveArrivalDate,
  formatOrderDate,
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
export { ordersMessages } from './lib/orders-messages';
export {
  PAYMENT_CHECK_STATUSES,
  PAYMENT_CHECK_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  paymentCheckStatusSchema,
  paymentStatusSchema,
} from './lib/payment-status';
export type { PaymentCheckStatus, PaymentStatus } from './lib/payment-status';
