import {
  ApiError,
  ConfigurationError,
  ContentQueryError,
  TransformError,
  createHttpClient,
  isApiError,
  type GraphQLErrorLike,
  type HttpFetch,
} from '@storefront/http';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { describeFieldIssues, fieldIssuesOf } from './content-issues';
import { ensureEnglishZodMessages } from './zod-english';

/**
 * The languages the content service holds content in (contract: `en`, `de`; default `en`).
 *
 * @example
 * const locale: ContentLocale = 'de';
 */
export type ContentLocale = 'en' | 'de';

/**
 * The locales of {@link ContentLocale}, in the order of the contract.
 *
 * @example
 * CONTENT_LOCALES.includes('de'); // true
 */
export const CONTENT_LOCALES = ['en', 'de'] as const satisfies readonly ContentLocale[];

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
 * One GraphQL request of an operation: the query text, its variables, the operation name and
 * the zod schema (classic `zod` or `zod/mini`) its `data` must match.
 *
 * @example
 * const request: ContentQueryRequest<typeof schema> = {
 *   operationName: 'SchemaVersion',
 *   query: 'query SchemaVersion { schemaVersion }',
 *   schema: z.object({ schemaVersion: z.string() }),
 * };
 */
export interface ContentQueryRequest<S extends $ZodType> {
  readonly operationName: string;
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
  readonly schema: S;
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
   * Posts one GraphQL query and returns its `data`, parsed with `schema`. Throws
   * `ContentQueryError` (ECX001) for GraphQL `errors`, `ApiError` for HTTP failures and
   * `TransformError` (ECX003) when the data does not match the schema.
   */
  query<S extends $ZodType>(request: ContentQueryRequest<S>): Promise<output<S>>;
}

ensureEnglishZodMessages();

// zod/mini, not classic zod: every page reads content, so the client is part of the first load.
const graphQLErrorSchema = z.looseObject({
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  locations: z.optional(z.array(z.object({ line: z.number(), column: z.number() }))),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});

const responseSchema = z.object({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(graphQLErrorSchema)),
});

const graphQLErrorBodySchema = z.object({
  errors: z.array(graphQLErrorSchema).check(z.minLength(1)),
});

const optionsSchema = z.object({
  baseUrl: z.union([
    z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' }),
    z.instanceof(URL, { message: 'Expected a string or URL' }),
  ]),
  token: z
    .string({ error: 'Expected a string' })
    .check(z.trim(), z.minLength(1, 'Expected a non-empty token')),
  storefrontId: z
    .string({ error: 'Expected a string' })
    .check(z.trim(), z.minLength(1, 'Expected a non-empty storefront id')),
  locale: z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: 'Expected a string' }),
        z.transform((value: string) => value.trim().split(/[-_]/)[0]?.toLowerCase() ?? ''),
      ),
      z.enum(CONTENT_LOCALES, { error: 'Expected en or de (or a culture such as de-DE)' }),
    ),
  ),
  fetch: z.optional(
    z.custom<HttpFetch>((value) => typeof value === 'function', { message: 'Expected a function' }),
  ),
});

/**
 * Reads the GraphQL error messages from an error body (`{ errors: [{ message }] }`), which
 * the generic service error rule of `@storefront/http` does not look at.
 */
function graphQLErrorsOf(body: unknown): GraphQLErrorLike[] {
  const parsed = z.safeParse(graphQLErrorBodySchema, body);
  return parsed.success ? parsed.data.errors : [];
}

/**
 * An ApiError whose body carries GraphQL errors but no service message (the content service's
 * 401 `{ errors: [{ message: 'Invalid or missing content token' }] }`) gets that message as
 * its detail.
 */
function withGraphQLDetail(error: ApiError): ApiError {
  if (error.detail !== undefined) return error;
  const errors = graphQLErrorsOf(error.body);
  if (errors.length === 0) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    serviceCode: error.serviceCode,
    detail: errors.map((graphQLError) => graphQLError.message).join('; '),
    response: error.response,
    body: error.body,
    cause: error.cause ?? error,
  });
}

/**
 * Creates the content-service client: GraphQL over HTTP (`POST ${baseUrl}/graphql`, JSON body
 * `{ query, variables, operationName }`) with the content read token as bearer, through
 * `@storefront/http`. HTTP failures are `ApiError` (code ECX001, with the service's message),
 * GraphQL `errors` are `ContentQueryError` (ECX001, carrying the errors), data of the wrong
 * shape is `TransformError` (ECX003, `path` names the field). Wrong options throw a
 * `ConfigurationError` at once.
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
  const parsed = z.safeParse(optionsSchema, options);
  if (!parsed.success) {
    throw new ConfigurationError('content client options', fieldIssuesOf(parsed.error));
  }
  const { baseUrl, token, storefrontId, locale = DEFAULT_LOCALE, fetch } = parsed.data;
  const http = createHttpClient({
    prefixUrl: String(baseUrl),
    getBearerToken: () => token,
    // Any HTTP failure of the content service fails the content query: ECX001.
    errorCodes: { all: 'ECX001' },
    ...(fetch === undefined ? {} : { fetch }),
  });

  async function query<S extends $ZodType>(request: ContentQueryRequest<S>): Promise<output<S>> {
    const { operationName, query: text, variables = {}, schema, signal } = request;
    let body: output<typeof responseSchema>;
    try {
      body = await http.post('graphql', {
        json: { query: text, variables, operationName },
        schema: responseSchema,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (isApiError(error)) throw withGraphQLDetail(error);
      throw error;
    }
    if (body.errors !== undefined && body.errors.length > 0) {
      throw new ContentQueryError({ errors: body.errors });
    }
    const result = z.safeParse(schema, body.data);
    if (!result.success) {
      const issues = fieldIssuesOf(result.error);
      throw new TransformError({
        path: issues[0]?.path,
        issues,
        message: `Content query ${operationName} returned invalid data: ${describeFieldIssues(issues)}`,
        cause: result.error,
      });
    }
    return result.data;
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
