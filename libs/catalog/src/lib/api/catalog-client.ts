import {
  ConfigurationError,
  createHttpClient,
  type FieldIssue,
  type HttpClient,
  type HttpFetch,
  type StatusHandlers,
} from '@storefront/http';
import { z } from 'zod';

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
  readonly getAccessToken?: () => Promise<string | undefined>;
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
   * sends the access token from `getAccessToken` when there is one.
   */
  http(
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

const httpUrl = z
  .string({ error: 'Expected a string' })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Expected an absolute http(s) URL' }));
const requiredText = z
  .string({ error: 'Expected a string' })
  .trim()
  .min(1, { error: 'Expected a non-empty value' });

const optionsSchema = z.object({
  priceUrl: httpUrl,
  productsUrl: httpUrl,
  selectorUrl: httpUrl,
  ecommerceUrl: httpUrl,
  sessionUrl: httpUrl,
  contentUrl: httpUrl.optional(),
  tenant: requiredText,
  storefrontId: requiredText,
  fetch: z
    .custom<HttpFetch>((value) => typeof value === 'function', { message: 'Expected a function' })
    .optional(),
  getAccessToken: z
    .custom<() => Promise<string | undefined>>((value) => typeof value === 'function', {
      message: 'Expected a function',
    })
    .optional(),
});

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
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
 *   getAccessToken: async () => session.accessToken,
 * });
 */
export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new ConfigurationError('catalog client options', issuesOf(parsed.error));
  }
  const { tenant, storefrontId, fetch, getAccessToken } = parsed.data;
  const baseUrls: Record<CatalogService, string> = {
    price: parsed.data.priceUrl,
    products: parsed.data.productsUrl,
    selector: parsed.data.selectorUrl,
    ecommerce: parsed.data.ecommerceUrl,
    session: parsed.data.sessionUrl,
  };

  const transport = fetch === undefined ? {} : { fetch };

  return {
    tenant,
    storefrontId,
    http(service, errorCodes, { bearer = false } = {}) {
      return createHttpClient({
        prefixUrl: baseUrls[service],
        errorCodes,
        ...transport,
        ...(bearer && getAccessToken ? { getBearerToken: getAccessToken } : {}),
      });
    },
    httpForUrl(url, errorCodes) {
      let target: URL;
      try {
        target = new URL(url, parsed.data.contentUrl ?? parsed.data.productsUrl);
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
