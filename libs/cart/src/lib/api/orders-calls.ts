// The calls `@storefront/orders` owns that the cart API runs on its connection, and the cart's
// schema of the orders they read; their own chunk, imported by `createCartApi` on first use (see
// `ordersCalls` in cart-api.ts).
export { apiOrderSchema } from './cart-schemas';
export {
  getCustomer,
  getOrder,
  getPaymentMetadata,
  pollOrderNumber,
  tokenizeCard,
  updateCustomer,
} from '@storefront/orders';
