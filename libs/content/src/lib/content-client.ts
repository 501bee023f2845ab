import {
  ApiError,
  ConfigurationError,
  ContentQueryError,
  TransformError,
  createHttpClient,
  isApiError,
  validateSchema,
  type FieldIssue,
  type GraphQLErrorLike,
  type HttpFetch,
  type SchemaLike,
} from '@storefront/http';
import { parseContentClientOptions, type ContentLocale } from './content-client-options';
import type { Decoded } from './decode';
import { graphQLResponseSchema } from './graphql-response';

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
 * What the `data` of a query is checked with: a Standard Schema, i.e. a zod schema (classic or
 * `zod/mini`) or one of this library's decoders (`decode.ts`, used by the first-load operations).
 *
 * @example
 * const schema: ContentSchema<{ schemaVersion: string }> = schemaVersionResultSchema;
 */
export type ContentSchema<T = unknown> = SchemaLike & {
  readonly '~standard': { readonly types?: { readonly output: T } | undefined };
};

/**
 * The type a {@link ContentSchema} produces.
 *
 * @example
 * type Menu = ContentSchemaOutput<typeof headerMenuResultSchema>;
 */
export type ContentSchemaOutput<S extends ContentSchema> =
  NonNullable<S['~standard']['types']> extends { readonly output: infer T } ? T : unknown;

/**
 * One GraphQL request of an operation: the query text, its variables, the operation name and
 * the schema its `data` must match (a zod schema or a decoder, see {@link ContentSchema}).
 *
 * @example
 * const request: ContentQueryRequest<typeof schema> = {
 *   operationName: 'SchemaVersion',
 *   query: 'query SchemaVersion { schemaVersion }',
 *   schema: z.object({ schemaVersion: z.string() }),
 * };
 */
export interface ContentQueryRequest<S extends ContentSchema> {
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
   * Posts one GraphQL query and returns its `data`, parsed with `schema` (CMS HTML in it is
   * raw: the operations sanitise theirs, see `loadCmsHtmlSanitizer`). Throws
   * `ContentQueryError` (ECX001) for GraphQL `errors`, `ApiError` for HTTP failures and
   * `TransformError` (ECX003) when the data does not match the schema.
   */
  query<S extends ContentSchema>(request: ContentQueryRequest<S>): Promise<ContentSchemaOutput<S>>;
}

function graphQLErrorsOf(body: unknown): readonly GraphQLErrorLike[] {
  const parsed = graphQLResponseSchema.safeParse(body);
  return parsed.success ? (parsed.data.errors ?? []) : [];
}

/** `page.title: Invalid input`, or only the message when the whole value is wrong. */
function describeFieldIssues(issues: readonly FieldIssue[]): string {
  return issues
    .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
    .join('; ');
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
  const parsed = parseContentClientOptions(options);
  if ('issues' in parsed) throw new ConfigurationError('content client options', parsed.issues);
  const { baseUrl, token, storefrontId, locale = DEFAULT_LOCALE, fetch } = parsed.value;
  const http = createHttpClient({
    prefixUrl: String(baseUrl),
    getBearerToken: () => token,
    // Any HTTP failure of the content service fails the content query: ECX001.
    errorCodes: { all: 'ECX001' },
    ...(fetch === undefined ? {} : { fetch }),
  });

  async function query<S extends ContentSchema>(
    request: ContentQueryRequest<S>,
  ): Promise<ContentSchemaOutput<S>> {
    const { operationName, query: text, variables = {}, schema, signal } = request;
    let answer: unknown;
    try {
      answer = await http.post('graphql', {
        json: { query: text, variables, operationName },
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (isApiError(error)) throw withGraphQLDetail(error);
      throw error;
    }
    const response = await validateSchema(graphQLResponseSchema, answer);
    if ('issues' in response) {
      throw new TransformError({
        path: response.issues[0]?.path,
        issues: response.issues,
        message: `Response of POST graphql does not match its schema: ${describeFieldIssues(response.issues)}`,
      });
    }
    const body = response.value as Decoded<typeof graphQLResponseSchema>;
    if (body.errors !== undefined && body.errors.length > 0) {
      throw new ContentQueryError({ errors: body.errors });
    }
    const result = await validateSchema(schema, body.data);
    if ('issues' in result) {
      const { issues } = result;
      throw new TransformError({
        path: issues[0]?.path,
        issues,
        message: `Content query ${operationName} returned invalid data: ${describeFieldIssues(issues)}`,
      });
    }
    return result.value as ContentSchemaOutput<S>;
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
