import {
  ApiError,
  ConfigurationError,
  createHttpClient,
  mapStatusToCode,
  parseServiceErrorBody,
  type EcxCode,
  type FieldIssue,
  type HttpClient,
  type HttpFetch,
  type StatusHandlers,
} from '@storefront/http';
import { z } from 'zod';

/**
 * Configuration of {@link createOrdersClient}.
 *
 * @example
 * const options: OrdersClientOptions = {
 *   ecommerceUrl: 'http://127.0.0.1:4010/ecommerce',
 *   paymentsUrl: 'http://127.0.0.1:4010/payments',
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getAccessToken: async () => identity.getAccessToken(),
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
  readonly getAccessToken: () => Promise<string | null | undefined>;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's). */
  readonly fetch?: HttpFetch;
}

/**
 * The services an {@link OrdersClient} talks to.
 *
 * @example
 * const service: OrdersService = 'payments';
 */
export type OrdersService = 'ecommerce' | 'payments';

/**
 * A file the service sent: its bytes, its name (from `Content-Disposition`) and type.
 *
 * @example
 * const url = URL.createObjectURL(file.blob); // then an <a download={file.fileName}>
 */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  contentType: string;
}

/**
 * The client made by {@link createOrdersClient}. The operations (`searchOrders`, `getOrder`,
 * `downloadInvoice`, …) take it as their first argument.
 *
 * @example
 * const page = await searchOrders(client, { customerId, page: 1 });
 */
export interface OrdersClient {
  readonly tenant: string;
  readonly storefrontId: string;
  /** An HTTP client for one service with the status handlers of one operation; sends the bearer. */
  http(service: OrdersService, errorCodes: StatusHandlers): HttpClient;
  /** A path under `tenants/{tenant}/storefronts/{storefront}/`. */
  storePath(path: string): string;
  /** Downloads a file (a PDF) with the bearer; a failure is an `ApiError` with a code of `errorCodes`. */
  download(
    service: OrdersService,
    path: string,
    errorCodes: StatusHandlers,
  ): Promise<DownloadedFile>;
}

const httpUrl = z
  .string({ error: 'Expected a string' })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Expected an absolute http(s) URL' }));
const requiredText = z
  .string({ error: 'Expected a string' })
  .trim()
  .min(1, { error: 'Expected a non-empty value' });
const isFunction = (value: unknown) => typeof value === 'function';

const optionsSchema = z.object({
  ecommerceUrl: httpUrl,
  paymentsUrl: httpUrl,
  tenant: requiredText,
  storefrontId: requiredText,
  getAccessToken: z.custom<OrdersClientOptions['getAccessToken']>(isFunction, {
    message: 'Expected a function',
  }),
  fetch: z.custom<HttpFetch>(isFunction, { message: 'Expected a function' }).optional(),
});

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Encodes one path segment (an order id, a customer id).
 *
 * @example
 * segment('ord 1'); // 'ord%201'
 */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The file name of a `Content-Disposition` header, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name === '' ? fallback : name;
}

/**
 * Creates the orders client: every call goes through `@storefront/http` (no timeout, typed
 * errors) with the customer's bearer token; each operation picks its own ECX code. Wrong
 * options throw a `ConfigurationError` naming each field.
 *
 * @example
 * const client = createOrdersClient({
 *   ecommerceUrl: endpoints.ecommerce,
 *   paymentsUrl: endpoints.payments,
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getAccessToken: () => identity.getAccessToken(),
 * });
 */
export function createOrdersClient(options: OrdersClientOptions): OrdersClient {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success)
    throw new ConfigurationError('orders client options', issuesOf(parsed.error));
  const { tenant, storefrontId, fetch, getAccessToken } = parsed.data;
  const baseUrls: Record<OrdersService, string> = {
    ecommerce: parsed.data.ecommerceUrl.replace(/\/+$/, ''),
    payments: parsed.data.paymentsUrl.replace(/\/+$/, ''),
  };
  const transport = fetch === undefined ? {} : { fetch };
  const storePath = (path: string) =>
    `tenants/${segment(tenant)}/storefronts/${segment(storefrontId)}/${path.replace(/^\/+/, '')}`;

  return {
    tenant,
    storefrontId,
    storePath,
    http(service, errorCodes) {
      return createHttpClient({
        prefixUrl: baseUrls[service],
        errorCodes,
        getBearerToken: getAccessToken,
        ...transport,
      });
    },
    async download(service, path, errorCodes) {
      const url = `${baseUrls[service]}/${path.replace(/^\/+/, '')}`;
      const token = await getAccessToken();
      const headers = new Headers({ accept: 'application/pdf, application/json' });
      if (token) headers.set('authorization', `Bearer ${token}`);
      const request = new Request(url, { headers });
      let response: Response;
      try {
        response = await (fetch ?? globalThis.fetch)(request);
      } catch (cause) {
        const code: EcxCode = mapStatusToCode(0, errorCodes, {
          serviceCode: undefined,
          detail: undefined,
          body: undefined,
        });
        throw new ApiError({ status: 0, code, cause, message: `GET ${url} got no response` });
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        let body: unknown = text;
        try {
          body = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch {
          // keep the text
        }
        const { message, code: serviceCode } = parseServiceErrorBody(body);
        throw new ApiError({
          status: response.status,
          code: mapStatusToCode(response.status, errorCodes, {
            serviceCode,
            detail: message,
            body,
          }),
          serviceCode,
          detail: message,
          response,
          body,
        });
      }
      const blob = await response.blob();
      const contentType =
        response.headers.get('content-type') ?? blob.type ?? 'application/octet-stream';
      const fallback = path.split('/').filter(Boolean).slice(-2, -1)[0] ?? 'download';
      return {
        blob,
        fileName: fileNameOf(response.headers.get('content-disposition'), `${fallback}.pdf`),
        contentType,
      };
    },
  };
}
