import { ApiError } from '@storefront/http';
import type * as OrdersCallsModule from './orders-calls';
import type {
  CardDetails,
  CardNonce,
  Customer,
  CustomerUpdate,
  PaymentMetadata,
  PollOrderNumberOptions,
} from '@storefront/orders';
import type { ApiCart, ApiOrder } from './cart-schemas';
import {
  createCartConnection,
  type CartConnection,
  type CartConnectionOptions,
} from './cart-connection';
import { createCart, type CartDraft } from './create-cart';
import { getCart, type GetCartOptions } from './get-cart';
import { getCustomerCart } from './get-customer-cart';
import { getDeliveryOptions, type DeliveryOptionsByItem } from './get-delivery-options';
import {
  getShippingMethods,
  type ShippingMethods,
  type ShippingMethodsRequest,
} from './get-shipping-methods';
import { getUserCart } from './get-user-cart';
import { payCart, type CartPayment, type PaymentResult } from './pay-cart';
import { setShippingMethods, type ShippingMethodChoice } from './set-shipping-methods';
import { updateCartAddresses, type CartAddressesUpdate } from './update-cart-addresses';
import { applyCoupon, removeCoupon } from './update-coupon-code';
import { updateLineItems, type LineItemAction } from './update-line-items';

type OrdersCalls = typeof OrdersCallsModule;

let ordersModule: Promise<OrdersCalls> | undefined;

/**
 * The customer, order and payment calls of `@storefront/orders`, imported on first use: a
 * page that only adds to the cart (the product page) does not load them or their models.
 * A failed import is a request that got no answer (status 0), and is tried again next time.
 */
function ordersCalls(): Promise<OrdersCalls> {
  ordersModule ??= import('./orders-calls').catch((error: unknown) => {
    ordersModule = undefined;
    throw new ApiError({
      status: 0,
      code: 'ECX999',
      message: `The order calls could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  });
  return ordersModule;
}

/**
 * Every cart, customer, payment and order call of the checkout, bound to one connection. Each
 * cart method is the call of the same name in its own file (`get-cart.ts`, `apply-coupon` in
 * `update-coupon-code.ts`, …), documented there. The customer, order and payment calls
 * (`getCustomer`, `updateCustomer`, `getPaymentMetadata`, `tokenizeCard`, `getOrder`,
 * `pollOrderNumber`) are owned by `@storefront/orders` and run here on the cart's connection;
 * the checkout reads orders in the cart's shape (`ApiOrder`, for `transformOrder`).
 *
 * @example
 * const api = createCartApi(options);
 * const cart = await api.getCart(cartId, { recalculate: true });
 */
export interface CartApi {
  readonly connection: CartConnection;
  getCustomer(customerId: string): Promise<Customer>;
  updateCustomer(customerId: string, update: CustomerUpdate): Promise<Customer>;
  getCustomerCart(customerId: string): Promise<ApiCart>;
  getUserCart(): Promise<ApiCart>;
  getCart(cartId: string, options?: GetCartOptions): Promise<ApiCart>;
  createCart(draft: CartDraft): Promise<ApiCart>;
  updateLineItems(cartId: string, version: number, actions: LineItemAction[]): Promise<ApiCart>;
  applyCoupon(cartId: string, version: number, couponCode: string): Promise<ApiCart>;
  removeCoupon(cartId: string, version: number): Promise<ApiCart>;
  setShippingMethods(
    cartId: string,
    version: number,
    shippingMethods: ShippingMethodChoice[],
  ): Promise<ApiCart>;
  updateCartAddresses(
    cartId: string,
    version: number,
    addresses: CartAddressesUpdate,
  ): Promise<ApiCart>;
  getDeliveryOptions(cartId: string): Promise<DeliveryOptionsByItem>;
  getShippingMethods(request: ShippingMethodsRequest): Promise<ShippingMethods>;
  getPaymentMetadata(): Promise<PaymentMetadata>;
  tokenizeCard(clientToken: string, card: CardDetails): Promise<CardNonce>;
  payCart(
    cartId: string,
    payment: CartPayment,
    options: { idempotencyKey: string; cartVersion?: number; siteUrl?: string },
  ): Promise<PaymentResult>;
  getOrder(orderId: string): Promise<ApiOrder>;
  pollOrderNumber(
    orderId: string,
    options?: Omit<PollOrderNumberOptions, 'schema'>,
  ): Promise<ApiOrder & { orderNumber: string }>;
}

/**
 * Creates the cart API of one storefront: the ecommerce and payment services under
 * `tenants/{tenant}/storefronts/{storefrontId}`, every call with the shopper's bearer token.
 * Failures are `ApiError`s of `@storefront/http` with the spec's ECX code of the call;
 * answers of the wrong shape are `TransformError`s.
 *
 * @example
 * const api = createCartApi({
 *   ecommerceUrl: endpoints.ecommerce,
 *   paymentsUrl: endpoints.payments,
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getBearerToken: async () => (await identity.getAccessToken()) ?? (await identity.getAnonymousToken()),
 * });
 */
export function createCartApi(options: CartConnectionOptions): CartApi {
  const connection = createCartConnection(options);
  return {
    connection,
    getCustomer: (customerId) =>
      ordersCalls().then(({ getCustomer }) => getCustomer(connection, customerId)),
    updateCustomer: (customerId, update) =>
      ordersCalls().then(({ updateCustomer }) => updateCustomer(connection, customerId, update)),
    getCustomerCart: (customerId) => getCustomerCart(connection, customerId),
    getUserCart: () => getUserCart(connection),
    getCart: (cartId, getOptions) => getCart(connection, cartId, getOptions),
    createCart: (draft) => createCart(connection, draft),
    updateLineItems: (cartId, version, actions) =>
      updateLineItems(connection, cartId, version, actions),
    applyCoupon: (cartId, version, code) => applyCoupon(connection, cartId, version, code),
    removeCoupon: (cartId, version) => removeCoupon(connection, cartId, version),
    setShippingMethods: (cartId, version, methods) =>
      setShippingMethods(connection, cartId, version, methods),
    updateCartAddresses: (cartId, version, addresses) =>
      updateCartAddresses(connection, cartId, version, addresses),
    getDeliveryOptions: (cartId) => getDeliveryOptions(connection, cartId),
    getShippingMethods: (request) => getShippingMethods(connection, request),
    getPaymentMetadata: () =>
      ordersCalls().then(({ getPaymentMetadata }) => getPaymentMetadata(connection)),
    tokenizeCard: (clientToken, card) =>
      ordersCalls().then(({ tokenizeCard }) => tokenizeCard(connection, clientToken, card)),
    payCart: (cartId, payment, payOptions) => payCart(connection, cartId, payment, payOptions),
    getOrder: (orderId) =>
      ordersCalls().then(({ getOrder, apiOrderSchema }) =>
        getOrder(connection, orderId, { schema: apiOrderSchema }),
      ),
    pollOrderNumber: (orderId, pollOptions) =>
      ordersCalls().then(({ pollOrderNumber, apiOrderSchema }) =>
        pollOrderNumber(connection, orderId, { ...pollOptions, schema: apiOrderSchema }),
      ),
  };
}
