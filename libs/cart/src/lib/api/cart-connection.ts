import type { HttpClient, StatusHandlers } from '@storefront/http';
import {
  createOrdersClient,
  type OrdersClient,
  type OrdersClientOptions,
} from '@storefront/orders';

/**
 * Where the cart's services live and how calls are authorised: the options of the orders client
 * of `@storefront/orders`, whose connection the cart's is. `getBearerToken` gives the
 * customer's access token when signed in, else the anonymous token (every cart call needs one);
 * `fetch` replaces the global one (tests pass the in-process sandbox's).
 *
 * @example
 * const options: CartConnectionOptions = {
 *   ecommerceUrl: 'http://127.0.0.1:4010/ecommerce',
 *   paymentsUrl: 'http://127.0.0.1:4010/payments',
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getBearerToken: async () => (await identity.getAccessToken()) ?? identity.getAnonymousToken(),
 * };
 */
export type CartConnectionOptions = OrdersClientOptions;

/**
 * The HTTP clients of one cart connection, one per service and status-handler map (each call
 * maps failures to its own ECX code). Created by `createCartApi`; the calls take it as their
 * first argument. It is also an `OrdersClient`, so the customer, order and payment calls of
 * `@storefront/orders` (their one owner) run on the same connection.
 *
 * @example
 * const http = connection.ecommerce(GET_CART_ERROR_CODES);
 * const customer = await getCustomer(connection, customerId); // @storefront/orders
 */
export interface CartConnection extends OrdersClient {
  readonly options: CartConnectionOptions;
  /** Client of `{ecommerceUrl}/tenants/{tenant}/storefronts/{storefront}`. */
  ecommerce(errorCodes: StatusHandlers): HttpClient;
  /** Client of `{paymentsUrl}/tenants/{tenant}/storefronts/{storefront}`. */
  payments(errorCodes: StatusHandlers): HttpClient;
}

/**
 * Creates the connection the cart calls share: the orders client of `@storefront/orders` (an
 * `@storefront/http` service connection below the store path, HTTP clients made once per
 * status-handler map and reused) with the cart's two services named. Wrong options throw a
 * `ConfigurationError` of 'cart options' naming each field.
 *
 * @example
 * const connection = createCartConnection({ ecommerceUrl, paymentsUrl, tenant, storefrontId, getBearerToken });
 * const cart = await getCart(connection, cartId);
 */
export function createCartConnection(options: CartConnectionOptions): CartConnection {
  const connection = createOrdersClient(options, 'cart options');
  return {
    options,
    tenant: connection.tenant,
    storefrontId: connection.storefrontId,
    http: connection.http,
    store: connection.store,
    ecommerce: (errorCodes) => connection.store('ecommerce', errorCodes),
    payments: (errorCodes) => connection.store('payments', errorCodes),
  };
}
