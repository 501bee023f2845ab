import {
  ConfigurationError,
  createHttpClient,
  createServiceConnection,
  type BearerTokenGetter,
  type HttpClient,
  type HttpFetch,
  type StatusHandlers,
} from '@storefront/http';

/**
 * Configuration of {@link createCatalogClient} (contract 6): the base URLs of the five
 * services the catalogue calls, the tenant and store, and optionally a transport and the
 * shopper's access token.
 *
 * @example
 * const options: CatalogClientOptions = {
 *   priceUrl: 'http://127.0.0.1:4010/price',
 *   productsUrl: 'http://127.0.0.1:4010/products',
 *   selectorUrl: 'http://127.0.0.1:4010/selector',
 *   ecommerceUrl: 'http://127.0.0.1:4010/ecommerce',
 *   sessionUrl: 'http://127.0.0.1:4010/session',
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 * };
 */
export interface CatalogClientOptions {
  /** Price service: `tenants/{tenant}/productConfigUrl`, `…/storefronts/{storefront}/productPrice`. */
  readonly priceUrl: string;
  /** Products service: sample relationships, availability, root product, MCP SKU version. */
  readonly productsUrl: string;
  /** Selector service: attribute validation. */
  readonly selectorUrl: string;
  /** Ecommerce service: `tenants/{tenant}/storefronts/{storefront}/order-quotation`. */
  readonly ecommerceUrl: string;
  /** Session service: `generateUniqueURL` and `shared/{id}`. */
  readonly sessionUrl: string;
  /** Tenant of the store, e.g. `north-america`. */
  readonly tenant: string;
  /** Store id, e.g. `boxup`. */
  readonly storefrontId: string;
  /**
   * Base of the relative URLs the content service hands out (a product's `reviewsUrl` such as
   * `/content/reviews/custom-gable-box`); defaults to `productsUrl`, whose origin serves them
   * on the sandbox.
   */
  readonly contentUrl?: string;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's). */
  readonly fetch?: HttpFetch;
  /** The signed-in customer's access token, sent with quote requests when present. */
  readonly getBearerToken?: BearerTokenGetter;
}

/**
 * The services a {@link CatalogClient} talks to.
 *
 * @example
 * const http = client.http('price' satisfies CatalogService, { all: 'ECX011' });
 */
export type CatalogService = 'price' | 'products' | 'selector' | 'ecommerce' | 'session';

/**
 * The client made by {@link createCatalogClient}. The operations (`getProductPrices`,
 * `requestQuote`, …) take it as their first argument.
 *
 * @example
 * const prices = await getProductPrices(client, { productKey: 'custom-mailer-box', quantities: [1, 10] });
 */
export interface CatalogClient {
  readonly tenant: string;
  readonly storefrontId: string;
  /**
   * An HTTP client for one service with the status handlers of one operation. `bearer: true`
   * sends the access token from `getBearerToken` when there is one.
   */
  http(
    service: CatalogService,
    errorCodes: StatusHandlers,
    options?: { bearer?: boolean },
  ): HttpClient;
  /**
   * An HTTP client of the service below the store's path (`tenants/{tenant}/storefronts/{id}`);
   * `bearer` as for `http`.
   */
  store(
    service: CatalogService,
    errorCodes: StatusHandlers,
    options?: { bearer?: boolean },
  ): HttpClient;
  /**
   * An HTTP client for a URL handed out by a service (a product config URL, a reviews URL;
   * relative ones resolve against `contentUrl`): the client and the path to request with it.
   * A URL that cannot be read throws a `ConfigurationError`.
   */
  httpForUrl(url: string, errorCodes: StatusHandlers): { http: HttpClient; path: string };
}

/**
 * Creates the catalogue client (contract 6). Every call goes through `@storefront/http`
 * (ky, no timeout, typed errors); each operation picks its own ECX code. Wrong options throw
 * a `ConfigurationError` naming each field at once.
 *
 * @example
 * const client = createCatalogClient({
 *   priceUrl: 'http://127.0.0.1:4010/price',
 *   productsUrl: 'http://127.0.0.1:4010/products',
 *   selectorUrl: 'http://127.0.0.1:4010/selector',
 *   ecommerceUrl: 'http://127.0.0.1:4010/ecommerce',
 *   sessionUrl: 'http://127.0.0.1:4010/session',
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getBearerToken: async () => session.accessToken,
 * });
 */
export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const { contentUrl } = options;
  const connection = createServiceConnection('catalog client options', {
    services: {
      price: options.priceUrl,
      products: options.productsUrl,
      selector: options.selectorUrl,
      ecommerce: options.ecommerceUrl,
      session: options.sessionUrl,
      // Checked with the others; read only by httpForUrl.
      content: contentUrl,
    },
    tenant: options.tenant,
    storefrontId: options.storefrontId,
    getBearerToken: options.getBearerToken,
    fetch: options.fetch,
  });
  const transport = options.fetch === undefined ? {} : { fetch: options.fetch };

  return {
    tenant: connection.tenant,
    storefrontId: connection.storefrontId,
    http: (service, errorCodes, { bearer = false } = {}) =>
      connection.http(service, errorCodes, { bearer }),
    store: (service, errorCodes, { bearer = false } = {}) =>
      connection.store(service, errorCodes, { bearer }),
    httpForUrl(url, errorCodes) {
      let target: URL;
      try {
        target = new URL(url, contentUrl ?? options.productsUrl);
      } catch {
        throw new ConfigurationError('service URL', [
          { path: 'url', message: `Not a URL: ${url}` },
        ]);
      }
      const slash = target.pathname.lastIndexOf('/');
      const prefix = `${target.origin}${target.pathname.slice(0, slash + 1)}`;
      const path = `${target.pathname.slice(slash + 1)}${target.search}`;
      return { http: createHttpClient({ prefixUrl: prefix, errorCodes, ...transport }), path };
    },
  };
}

/**
 * Encodes one path segment (a product key, a share id).
 *
 * @example
 * segment('custom mailer'); // 'custom%20mailer'
 */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
