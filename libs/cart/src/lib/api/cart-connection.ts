import {
  createServiceConnection,
  type BearerTokenGetter,
  type HttpClient,
  type HttpFetch,
  type StatusHandlers,
} from '@storefront/http';
import type { OrdersClient } from '@storefront/orders';

/**
 * Where the cart's services live and how calls are authorised.
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
export interface CartConnectionOptions {
  /** Base URL of the ecommerce service (`…/tenants/{tenant}/storefronts/{storefront}` below it). */
  readonly ecommerceUrl: string;
  /** Base URL of the payment service. */
  readonly paymentsUrl: string;
  readonly tenant: string;
  readonly storefrontId: string;
  /**
   * The shopper's token for every call: the customer's access token when signed in, else the
   * anonymous token (every cart call needs one).
   */
  readonly getBearerToken: BearerTokenGetter;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's `fetch`). */
  readonly fetch?: HttpFetch | undefined;
}

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
 * Creates the connection the cart calls share: an `@storefront/http` service connection below
 * the store path (HTTP clients made once per status-handler map and reused). Wrong options throw
 * a `ConfigurationError` naming each field.
 *
 * @example
 * const connection = createCartConnection({ ecommerceUrl, paymentsUrl, tenant, storefrontId, getBearerToken });
 * const cart = await getCart(connection, cartId);
 */
export function createCartConnection(options: CartConnectionOptions): CartConnection {
  const connection = createServiceConnection('cart options', {
    services: { ecommerce: options.ecommerceUrl, payments: options.paymentsUrl },
    tenant: options.tenant,
    storefrontId: options.storefrontId,
    getBearerToken: options.getBearerToken,
    requireBearer: true,
    fetch: options.fetch,
  });
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
