// @storefront/orders/react: React bindings of orders. Strings come from the `orders` i18n
// namespace; register `ordersMessages` from '@storefront/orders' before rendering.
// Order history, order detail and payment pages come in later releases.

export { OrderStatusBadge } from './order-status-badge';
export type { OrderStatusBadgeProps } from './order-status-badge';
