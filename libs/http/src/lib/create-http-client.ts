import type { RetryOptions } from 'ky';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError } from './api-error';
import { ConfigurationError } from './configuration-error';
import { decodeResponse, parseResponseText } from './decode-response';
import type { ResponseDecoding } from './decode-response';
import type { FieldIssue } from './field-issues';
import { fileNameOf } from './file-name';
import { lazyKyTransport } from './ky-transport';
import type { KyTransport } from './ky-transport';
import type { HttpSearchParams } from './search-params';
import { toUrlSearchParams } from './search-params';
import { parseServiceErrorBody } from './service-error';
import type { StatusHandlers } from './status-handlers';
import { mapStatusToCode, statusHandlerIssues } from './status-handlers';

/**
 * Headers as `new Headers(…)` accepts them: the DOM's `HeadersInit`, spelled so that
 * Node-only programs (the sandbox imports these types) type-check without the DOM library.
 *
 * @example
 * const headers: HttpHeadersInit = { 'X-Request-Id': 'abc' };
 */
export type HttpHeadersInit = ConstructorParameters<typeof Headers>[0];

/**
 * A `fetch`-compatible function. The browser's and Node's `fetch` fit, and so does an
 * in-process server's handler such as a Hono `app.fetch`.
 *
 * @example
 * ```ts
 * import type { HttpFetch } from '@storefront/http';
 *
 * const offline: HttpFetch = () => new Response(null, { status: 503 });
 * ```
 */
export type HttpFetch = (input: Request, init?: RequestInit) => Response | Promise<Response>;

/**
 * Retry settings passed to ky (`limit`, `methods`, `statusCodes`, `backoffLimit`, …).
 *
 * @example
 * ```ts
 * import type { HttpRetryOptions } from '@storefront/http';
 *
 * const retry: HttpRetryOptions = { limit: 2, methods: ['get'] };
 * ```
 */
export type HttpRetryOptions = RetryOptions;

/**
 * Configuration of {@link createHttpClient}.
 *
 * @example
 * ```ts
 * import type { HttpClientOptions } from '@storefront/http';
 *
 * const options: HttpClientOptions = {
 *   prefixUrl: 'https://api.example.com/tenants/acme/storefronts/main',
 *   errorCodes: { 404: 'ECX033', all: 'ECX022' },
 * };
 * ```
 */
export interface HttpClientOptions {
  /** Base URL every request path is resolved against. */
  readonly prefixUrl: string | URL;
  /** Replaces the global `fetch` (tests and the in-process sandbox pass `app.fetch`). */
  readonly fetch?: HttpFetch;
  /** Headers sent with every request. `accept: application/json` is added when absent. */
  readonly headers?: HttpHeadersInit;
  /** Called before each request; a returned token is sent as `authorization: Bearer …`. */
  readonly getBearerToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Status handler map deciding the ECX code of a failure; at least one mapping. */
  readonly errorCodes: StatusHandlers;
  /** Retries; none by default. */
  readonly retry?: number | HttpRetryOptions;
}

/**
 * Options of one request.
 *
 * @example
 * ```ts
 * import type { HttpRequestOptions } from '@storefront/http';
 *
 * const options: HttpRequestOptions = { json: { couponCode: 'SAVE10' }, bearer: false };
 * ```
 */
export interface HttpRequestOptions {
  /** Body, sent as JSON. */
  readonly json?: unknown;
  /** Query parameters. */
  readonly searchParams?: HttpSearchParams;
  /** Headers of this request, merged over the client's. */
  readonly headers?: HttpHeadersInit;
  /** A body that is not JSON (FormData of an upload, a Blob); not together with `json`. */
  readonly body?: RequestInit['body'];
  /** A token for this request, or `false` to send no bearer token at all. */
  readonly bearer?: string | false;
  /** Aborts the request; an aborted request fails with an ApiError of status 0. */
  readonly signal?: AbortSignal;
}

/**
 * One HTTP method of the client. With a zod `schema` (classic `zod` or `zod/mini`) the body is
 * parsed with it and the result is typed by it; with a `transform` the (parsed) body is reshaped by it. Without
 * either the body is returned unchecked as `T`.
 *
 * @example
 * ```ts
 * import type { HttpMethod } from '@storefront/http';
 *
 * const fetchCart = (get: HttpMethod, id: string) => get(`carts/${id}`, { schema: cartSchema });
 * ```
 */
export interface HttpMethod {
  <S extends $ZodType, T>(
    path: string,
    options: HttpRequestOptions & {
      readonly schema: S;
      readonly transform: (data: output<S>) => T;
    },
  ): Promise<T>;
  <S extends $ZodType>(
    path: string,
    options: HttpRequestOptions & { readonly schema: S; readonly transform?: undefined },
  ): Promise<output<S>>;
  <T>(
    path: string,
    options: HttpRequestOptions & {
      readonly schema?: undefined;
      readonly transform: (data: unknown) => T;
    },
  ): Promise<T>;
  <T = unknown>(
    path: string,
    options?: HttpRequestOptions & { readonly schema?: undefined; readonly transform?: undefined },
  ): Promise<T>;
}

/**
 * The client made by {@link createHttpClient}.
 *
 * @example
 * ```ts
 * import type { HttpClient } from '@storefront/http';
 *
 * export function getCustomer(http: HttpClient, customerId: string) {
 *   return http.get(`customers/${customerId}`, { schema: customerSchema });
 * }
 * ```
 */
export interface HttpClient {
  readonly get: HttpMethod;
  readonly post: HttpMethod;
  readonly put: HttpMethod;
  readonly patch: HttpMethod;
  readonly delete: HttpMethod;
  /**
   * GETs a file (a PDF invoice, an artwork): its bytes, its name (from `Content-Disposition`,
   * else `fallbackName`) and type. Failures are the same `ApiError`s as the other methods'.
   */
  readonly download: (
    path: string,
    options?: HttpRequestOptions & { readonly fallbackName?: string },
  ) => Promise<DownloadedFile>;
}

/**
 * A file a client downloaded.
 *
 * @example
 * const link = URL.createObjectURL(file.blob); // saved as file.fileName
 */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  contentType: string;
}

type RequestOptions = HttpRequestOptions & ResponseDecoding;

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

function receivedType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function retryIssue(retry: unknown): string | undefined {
  if (retry === undefined || isObject(retry)) return undefined;
  if (typeof retry !== 'number' || !Number.isSafeInteger(retry)) return 'Invalid input';
  return retry < 0 ? 'Too small: expected number to be >=0' : undefined;
}

/**
 * What is wrong with the client's options, field by field. Hand-written, not a zod schema:
 * every page creates an HTTP client, so this check is part of the first load.
 */
function optionIssues(options: unknown): FieldIssue[] {
  if (!isObject(options) || Array.isArray(options)) {
    return [
      { path: '', message: `Invalid input: expected object, received ${receivedType(options)}` },
    ];
  }
  const { prefixUrl, fetch, headers, getBearerToken, errorCodes, retry } = options as Readonly<
    Record<string, unknown>
  >;
  const issues: FieldIssue[] = [];
  if (typeof prefixUrl === 'string') {
    if (prefixUrl.trim() === '')
      issues.push({ path: 'prefixUrl', message: 'Expected a non-empty base URL' });
  } else if (!(prefixUrl instanceof URL))
    issues.push({ path: 'prefixUrl', message: 'Invalid input' });
  if (fetch !== undefined && typeof fetch !== 'function') {
    issues.push({ path: 'fetch', message: 'Expected a function' });
  }
  if (headers !== undefined && !isObject(headers)) {
    issues.push({ path: 'headers', message: 'Expected headers' });
  }
  if (getBearerToken !== undefined && typeof getBearerToken !== 'function') {
    issues.push({ path: 'getBearerToken', message: 'Expected a function' });
  }
  issues.push(...statusHandlerIssues(errorCodes, ['errorCodes']));
  const retryProblem = retryIssue(retry);
  if (retryProblem !== undefined) issues.push({ path: 'retry', message: retryProblem });
  return issues;
}

function describeThrown(value: unknown): string {
  return value instanceof Error ? value.message : String(value);
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return parseResponseText(await response.text(), null, '');
  } catch {
    return undefined;
  }
}

/**
 * Creates the HTTP client every storefront service client is built on (ky underneath, imported
 * on the first request rather than with the client, so a page that only hydrates never loads
 * it). It has no timeout, fails on every status outside 200 to 299, and rethrows failures as
 * {@link ApiError} with the ECX code picked by `errorCodes` and the service's message and code
 * from the error body; a request that gets no answer fails with status 0. Throws a
 * {@link ConfigurationError} at once when the options are wrong.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { createHttpClient } from '@storefront/http';
 *
 * const http = createHttpClient({
 *   prefixUrl: 'https://api.example.com/tenants/acme/storefronts/main',
 *   getBearerToken: () => session.accessToken,
 *   errorCodes: { 404: 'ECX033', all: 'ECX022' },
 * });
 *
 * const cart = await http.get('carts/42', { schema: z.object({ id: z.string() }) });
 * ```
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const issues = optionIssues(options);
  if (issues.length > 0) throw new ConfigurationError('HTTP client options', issues);
  const { prefixUrl, fetch, headers, getBearerToken, errorCodes, retry } = options;

  const defaultHeaders = new Headers(headers);
  if (!defaultHeaders.has('accept')) defaultHeaders.set('accept', 'application/json');

  const loadTransport = lazyKyTransport({
    prefixUrl: String(prefixUrl),
    headers: defaultHeaders,
    // The specification sets no timeout: slow services (payments, recalculation) must finish.
    timeout: false,
    retry: retry ?? 0,
    throwHttpErrors: true,
    ...(fetch === undefined
      ? {}
      : {
          fetch: async (input: string | URL | Request, init?: RequestInit) =>
            fetch(input instanceof Request ? input : new Request(input, init), init),
        }),
  });

  async function toApiError(
    error: unknown,
    label: string,
    transport: KyTransport | undefined,
  ): Promise<ApiError> {
    if (transport?.isHTTPError(error)) {
      const { response } = error;
      const body = await readErrorBody(response);
      const { message, code: serviceCode } = parseServiceErrorBody(body);
      return new ApiError({
        status: response.status,
        code: mapStatusToCode(response.status, errorCodes, { serviceCode, detail: message, body }),
        serviceCode,
        detail: message,
        response,
        body,
        cause: error,
      });
    }
    return new ApiError({
      status: 0,
      code: mapStatusToCode(0, errorCodes),
      message: `${label} got no response: ${describeThrown(error)}`,
      cause: error,
    });
  }

  /** Sends one request and reads its answer with `read`; every failure is an ApiError. */
  async function exchange<T>(
    method: string,
    path: string,
    request: HttpRequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<{ response: Response; body: T; label: string }> {
    const label = `${method.toUpperCase()} ${path}`;
    // ky loads while the token is fetched; a failed load is a request that got no response.
    const loading = loadTransport();
    const requestHeaders = new Headers(request.headers);
    if (request.bearer !== false) {
      const token =
        request.bearer ??
        (requestHeaders.has('authorization') ? undefined : await getBearerToken?.());
      if (token) requestHeaders.set('authorization', `Bearer ${token}`);
    }

    let transport: KyTransport | undefined;
    try {
      transport = await loading;
      // ky rejects a leading slash next to prefixUrl; paths are always relative to it.
      const response = await transport.api(path.replace(/^\/+/, ''), {
        method,
        headers: requestHeaders,
        json: request.json,
        body: request.body,
        searchParams: toUrlSearchParams(request.searchParams),
        signal: request.signal,
      });
      return { response, body: await read(response), label };
    } catch (error) {
      throw await toApiError(error, label, transport);
    }
  }

  async function send(method: string, path: string, request: RequestOptions = {}) {
    const { response, body, label } = await exchange(method, path, request, (answer) =>
      answer.text(),
    );
    const data = parseResponseText(body, response.headers.get('content-type'), label);
    return decodeResponse(data, request, label);
  }

  async function download(
    path: string,
    { fallbackName, ...request }: HttpRequestOptions & { readonly fallbackName?: string } = {},
  ): Promise<DownloadedFile> {
    const headers = new Headers(request.headers);
    if (!headers.has('accept')) headers.set('accept', '*/*');
    const { response, body: blob } = await exchange(
      'get',
      path,
      { ...request, headers },
      (answer) => answer.blob(),
    );
    const lastSegment = path.split('?')[0]?.split('/').filter(Boolean).at(-1) ?? 'download';
    return {
      blob,
      fileName: fileNameOf(
        response.headers.get('content-disposition'),
        fallbackName ?? lastSegment,
      ),
      contentType:
        response.headers.get('content-type') ?? (blob.type || 'application/octet-stream'),
    };
  }

  const method = (name: string) =>
    ((path: string, request?: RequestOptions) => send(name, path, request)) as HttpMethod;

  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
    download,
  };
}
