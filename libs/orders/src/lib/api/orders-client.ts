import {
  createServiceConnection,
  type BearerTokenGetter,
  type DownloadedFile,
  type HttpFetch,
  type ServiceConnection,
} from '@storefront/http';

export type { DownloadedFile };

/**
 * Configuration of {@link createOrdersClient}.
 *
 * @example
 * const options: OrdersClientOptions = {
 *   ecommerceUrl: 'http://127.0.0.1:4010/ecommerce',
 *   paymentsUrl: 'http://127.0.0.1:4010/payments',
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getBearerToken: async () => identity.getAccessToken(),
 * };
 */
export interface OrdersClientOptions {
  /** Ecommerce service base URL (orders, order history, totals, documents, customer, newsletter). */
  readonly ecommerceUrl: string;
  /** Payment service base URL (paying a pending order, card tokens). */
  readonly paymentsUrl: string;
  /** Tenant of the store, e.g. `north-america`. */
  readonly tenant: string;
  /** Store id, e.g. `boxup`. */
  readonly storefrontId: string;
  /** The signed-in customer's access token; every order call needs it (bearer). */
  readonly getBearerToken: BearerTokenGetter;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's). */
  readonly fetch?: HttpFetch | undefined;
}

/**
 * The services an {@link OrdersClient} talks to.
 *
 * @example
 * const service: OrdersService = 'payments';
 */
export type OrdersService = 'ecommerce' | 'payments';

/**
 * The client made by {@link createOrdersClient}. The operations (`searchOrders`, `getOrder`,
 * `downloadInvoice`, …) take it as their first argument.
 *
 * @example
 * const page = await searchOrders(client, { customerId, page: 1 });
 */
export type OrdersClient = Pick<
  ServiceConnection<OrdersService>,
  'tenant' | 'storefrontId' | 'http' | 'store'
>;

/**
 * Encodes one path segment (an order id, a customer id).
 *
 * @example
 * segment('ord 1'); // 'ord%201'
 */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * Creates the orders client: every call goes through `@storefront/http` (no timeout, typed
 * errors) with the customer's bearer token; each operation picks its own ECX code. Wrong
 * options throw a `ConfigurationError` naming each field, under `label` (the cart's connection,
 * which runs orders' calls too, is made here as `'cart options'`).
 *
 * @example
 * const client = createOrdersClient({
 *   ecommerceUrl: endpoints.ecommerce,
 *   paymentsUrl: endpoints.payments,
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getBearerToken: () => identity.getAccessToken(),
 * });
 */
export function createOrdersClient(
  options: OrdersClientOptions,
  label = 'orders client options',
): OrdersClient {
  return createServiceConnection(label, {
    services: { ecommerce: options.ecommerceUrl, payments: options.paymentsUrl },
    tenant: options.tenant,
    storefrontId: options.storefrontId,
    getBearerToken: options.getBearerToken,
    requireBearer: true,
    fetch: options.fetch,
  });
}
