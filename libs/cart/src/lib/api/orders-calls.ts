// The calls `@storefront/orders` owns that the cart API runs on its connection; their own chunk,
// imported by `createCartApi` on first use (see `ordersCalls` in cart-api.ts).
export {
  getCustomer,
  getOrder,
  getPaymentMetadata,
  pollOrderNumber,
  tokenizeCard,
  updateCustomer,
} from '@storefront/orders';
