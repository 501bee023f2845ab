// @storefront/orders/react: React bindings of orders and the account. Strings come from the
// `orders` i18n namespace (`ordersMessages`; registered on first render when the app has not).
// The hooks and components need TanStack Query's QueryClientProvider and OrdersClientProvider
// above them. Left out on purpose: the internal error notice, formatting hook and test helpers.
// The address form of the account is the storefront's to pass in (`renderAddressForm`): a
// domain library never imports another domain's React code.

// Client, query keys, hooks
export { OrdersClientProvider, useOrdersClient } from './orders-client-provider';
export type { OrdersClientProviderProps } from './orders-client-provider';
export { ordersQueryKeys, retryTransientOrderFailures } from './orders-queries';
export { useOrderHistory } from './use-order-history';
export { useOrder } from './use-order';
export { useOrderTotals } from './use-order-totals';
export { useCustomer, useUpdateCustomer } from './use-customer';
export { useChangeNewsletterSubscription, useNewsletterStatus } from './use-newsletter';
export { useDownloadOrderDocument, usePayPendingOrder } from './use-order-actions';
export type { OrderDocumentKind } from './use-order-actions';
export { saveFile } from './save-file';
export type { OrdersLinkComponent, OrdersLinkProps } from './orders-link';

// Orders
export { OrderStatusBadge } from './order-status-badge';
export type { OrderStatusBadgeProps } from './order-status-badge';
export { OrderHistory } from './order-history';
export type { OrderHistoryProps } from './order-history';
export { OrderDetail } from './order-detail';
export type { OrderDetailProps } from './order-detail';
export { OrderLineItem } from './order-line-item';
export type { OrderLineItemProps } from './order-line-item';
export { OrderDocuments } from './order-documents';
export type { OrderDocumentsProps } from './order-documents';
export { OrderTotalsSummary } from './order-totals-summary';
export type { OrderTotalsSummaryProps } from './order-totals-summary';
export { PendingOrderPayment } from './pending-order-payment';
export type { PendingOrderPaymentProps } from './pending-order-payment';
export { ReorderButton } from './reorder-button';
export type { ReorderButtonProps } from './reorder-button';

// Account
export { MyInfo } from './account/my-info';
export type { MyInfoProps } from './account/my-info';
export type { AccountIdentity } from './account/account-identity';
export { ProfileForm } from './account/profile-form';
export type { ProfileFormProps } from './account/profile-form';
export { DefaultAddresses } from './account/default-addresses';
export type {
  DefaultAddressFormRenderProps,
  DefaultAddressesProps,
} from './account/default-addresses';
export { NewsletterToggle } from './account/newsletter-toggle';
export type { NewsletterToggleProps } from './account/newsletter-toggle';
export { PasswordChangeForm } from './account/password-change-form';
export type { PasswordChangeFormProps } from './account/password-change-form';
export { EmailChangeForm } from './account/email-change-form';
export type { EmailChangeFormProps } from './account/email-change-form';
export { VerificationEmailButton } from './account/verification-email-button';
export type { VerificationEmailButtonProps } from './account/verification-email-button';
