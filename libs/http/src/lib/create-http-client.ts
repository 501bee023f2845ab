import type { RetryOptions } from 'ky';
import type { $ZodType, output } from 'zod/v4/core';
import { importOnRequest } from './import-on-request';
import { ConfigurationError } from './configuration-error';
import type { FieldIssue } from './field-issues';
import type { HttpSearchParams } from './search-params';
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

/**
 * Creates the HTTP client every storefront service client is built on (ky underneath; the code
 * that sends requests, ky with it, is imported on the first request rather than with the
 * client, so a page that only hydrates never loads it). It has no timeout, fails on every status outside 200 to 299, and rethrows failures as
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
  const { errorCodes } = options;

  // Concurrent first requests share one import; a failed import (a network blip while the
  // chunk loads) fails that request as one without answer and is tried again by the next.
  let exchange: Promise<HttpClient> | undefined;
  const loadExchange = () => {
    if (exchange === undefined) {
      const loading = import('./http-exchange').then((module) =>
        module.createHttpExchange(options),
      );
      exchange = loading;
      loading.catch(() => {
        if (exchange === loading) exchange = undefined;
      });
    }
    return exchange;
  };
  // A failed import is a request without answer, with the code the handlers give status 0.
  const noAnswerCode = mapStatusToCode(0, errorCodes);
  const call =
    <Name extends keyof HttpClient>(name: Name) =>
    (path: string, request?: Parameters<HttpClient[Name]>[1]) =>
      importOnRequest(
        { method: name === 'download' ? 'get' : name, path, code: noAnswerCode },
        loadExchange,
      ).then((client) =>
        (client[name] as (path: string, request?: unknown) => Promise<unknown>)(path, request),
      );

  return {
    get: call('get') as HttpMethod,
    post: call('post') as HttpMethod,
    put: call('put') as HttpMethod,
    patch: call('patch') as HttpMethod,
    delete: call('delete') as HttpMethod,
    download: call('download') as HttpClient['download'],
  };
}

/**
 * Downloads the HTTP clients' sending code (and ky with it) now rather than with the first
 * request. Call it in idle time after a page has hydrated where the shopper is about to act (a
 * product page's options), so their first request does not wait for the code. Resolves once
 * it is there; a failed download resolves too (the first request tries again).
 *
 * @example
 * requestIdleCallback(() => void preloadHttpClient());
 */
export function preloadHttpClient(): Promise<void> {
  return import('./http-exchange').then(
    () => undefined,
    () => undefined,
  );
}
