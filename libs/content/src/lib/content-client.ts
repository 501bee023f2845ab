import { ApiError, ConfigurationError, type HttpFetch } from '@storefront/http';
import { parseContentClientOptions, type ContentLocale } from './content-client-options';
import type {
  ContentQueryRequest,
  ContentSchema,
  ContentSchemaOutput,
} from './content-query-types';
import type { createContentTransport as createContentTransportType } from './content-transport';

export type {
  ContentQueryRequest,
  ContentSchema,
  ContentSchemaOutput,
} from './content-query-types';

export { CONTENT_LOCALES } from './content-client-options';
export type { ContentLocale } from './content-client-options';

/** The locale the content service uses when none is sent. */
const DEFAULT_LOCALE: ContentLocale = 'en';

/**
 * Configuration of {@link createContentClient}.
 *
 * @example
 * const options: ContentClientOptions = {
 *   baseUrl: 'http://127.0.0.1:4010/content',
 *   token: 'sandbox-content-read-token',
 *   storefrontId: 'boxup',
 *   locale: 'en-US',
 * };
 */
export interface ContentClientOptions {
  /** Base URL of the content service; queries are posted to `${baseUrl}/graphql`. */
  readonly baseUrl: string | URL;
  /** The content read token, sent as `authorization: Bearer <token>`. */
  readonly token: string;
  /** The store whose content is read (`boxup`, `ybd`, `kartonwerk`). */
  readonly storefrontId: string;
  /**
   * Language of the content: `en` or `de`, or a culture such as `de-DE` or `en-US`, whose
   * language is used. Defaults to `en`, the content service's default.
   */
  readonly locale?: string;
  /** Replaces the global `fetch` (tests and the in-process sandbox pass theirs). */
  readonly fetch?: HttpFetch;
}

/**
 * Options of one content operation: a locale other than the client's, and an abort signal
 * (TanStack Query passes its own).
 *
 * @example
 * await getPage(client, 'view/about', { locale: 'de' });
 */
export interface ContentRequestOptions {
  readonly locale?: ContentLocale;
  readonly signal?: AbortSignal;
}

/**
 * The client made by {@link createContentClient}. The operations (`getPage`, `getHeaderMenu`,
 * …) take it as their first argument.
 *
 * @example
 * const page = await getPage(client, 'view/about');
 */
export interface ContentClient {
  /** The store whose content this client reads. */
  readonly storefrontId: string;
  /** The language of the content (already normalised: `en` or `de`). */
  readonly locale: ContentLocale;
  /** The content service's base URL, without a trailing slash (`…/content`). */
  readonly baseUrl: string;
  /** The `fetch` the client was given, if any (form submissions use the same transport). */
  readonly fetch: HttpFetch | undefined;
  /**
   * Resolves a URL of the content service (an image's `/content/images/…`) against its base
   * URL; absolute URLs are returned as they are.
   */
  resolveUrl(url: string): string;
  /**
   * Posts one GraphQL query and returns its `data`, parsed with `schema` (CMS HTML in it is
   * raw: the operations sanitise theirs, see `loadCmsHtmlSanitizer`). Throws
   * `ContentQueryError` (ECX001) for GraphQL `errors`, `ApiError` for HTTP failures and
   * `TransformError` (ECX003) when the data does not match the schema.
   */
  query<S extends ContentSchema>(request: ContentQueryRequest<S>): Promise<ContentSchemaOutput<S>>;
}

/**
 * Creates the content-service client: GraphQL over HTTP (`POST ${baseUrl}/graphql`, JSON body
 * `{ query, variables, operationName }`) with the content read token as bearer, through
 * `@storefront/http`. HTTP failures are `ApiError` (code ECX001, with the service's message),
 * GraphQL `errors` are `ContentQueryError` (ECX001, carrying the errors), data of the wrong
 * shape is `TransformError` (ECX003, `path` names the field). Wrong options throw a
 * `ConfigurationError` at once. The HTTP and GraphQL code is imported with the first query, so
 * a page the server rendered (it has its data) does not load it.
 *
 * @example
 * const client = createContentClient({
 *   baseUrl: 'https://content.example.com',
 *   token: process.env.CONTENT_READ_TOKEN,
 *   storefrontId: 'boxup',
 *   locale: 'en-US',
 * });
 * const menu = await getHeaderMenu(client);
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const parsed = parseContentClientOptions(options);
  if ('issues' in parsed) throw new ConfigurationError('content client options', parsed.issues);
  const { baseUrl, token, storefrontId, locale = DEFAULT_LOCALE, fetch } = parsed.value;
  // The HTTP client and the GraphQL handling load with the first query (see content-transport).
  let transport: Promise<ReturnType<typeof createContentTransportType>> | undefined;
  function query<S extends ContentSchema>(
    request: ContentQueryRequest<S>,
  ): Promise<ContentSchemaOutput<S>> {
    transport ??= import('./content-transport').then(
      ({ createContentTransport }) =>
        createContentTransport({ baseUrl: String(baseUrl), token, fetch }),
      (error: unknown) => {
        // The code could not be loaded: for the shopper, a request that got no answer.
        throw new ApiError({
          status: 0,
          code: 'ECX001',
          message: `POST graphql got no response: ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        });
      },
    );
    const pending = transport;
    pending.catch(() => {
      // A failed import (a network blip) is tried again by the next query.
      if (transport === pending) transport = undefined;
    });
    return pending.then((send) => send(request));
  }

  const base = new URL(String(baseUrl));
  const baseUrlText = String(baseUrl).replace(/\/+$/, '');
  function resolveUrl(url: string): string {
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  }

  return { storefrontId, locale, baseUrl: baseUrlText, fetch, resolveUrl, query };
}
