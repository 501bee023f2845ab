import ky, { isHTTPError } from 'ky';
import { ApiError } from './api-error';
import type {
  DownloadedFile,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequestOptions,
} from './create-http-client';
import { decodeResponse, parseResponseText } from './decode-response';
import type { ResponseDecoding } from './decode-response';
import { fileNameOf } from './file-name';
import { toUrlSearchParams } from './search-params';
import { parseServiceErrorBody } from './service-error';
import { mapStatusToCode } from './status-handlers';

// The part of the HTTP client that sends requests and reads answers, with ky. `createHttpClient`
// imports it on the first request, not with the client: every server-rendered page creates its
// clients while it hydrates but sends no request before (the server handed the data over), so
// this module and ky stay out of the first load.

type RequestOptions = HttpRequestOptions & ResponseDecoding;

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
 * The sending half of a client made by `createHttpClient`, from its checked options.
 *
 * @example
 * const http = createHttpExchange({ prefixUrl: 'https://api.example.com', errorCodes: { all: 'ECX022' } });
 * await http.get('carts/42');
 */
export function createHttpExchange(options: HttpClientOptions): HttpClient {
  const { prefixUrl, fetch, headers, getBearerToken, errorCodes, retry } = options;

  const defaultHeaders = new Headers(headers);
  if (!defaultHeaders.has('accept')) defaultHeaders.set('accept', 'application/json');

  const api = ky.create({
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

  async function toApiError(error: unknown, label: string): Promise<ApiError> {
    if (isHTTPError(error)) {
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
    const requestHeaders = new Headers(request.headers);
    if (request.bearer !== false) {
      const token =
        request.bearer ??
        (requestHeaders.has('authorization') ? undefined : await getBearerToken?.());
      if (token) requestHeaders.set('authorization', `Bearer ${token}`);
    }

    try {
      // ky rejects a leading slash next to prefixUrl; paths are always relative to it.
      const response = await api(path.replace(/^\/+/, ''), {
        method,
        headers: requestHeaders,
        json: request.json,
        body: request.body,
        searchParams: toUrlSearchParams(request.searchParams),
        signal: request.signal,
      });
      return { response, body: await read(response), label };
    } catch (error) {
      throw await toApiError(error, label);
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
