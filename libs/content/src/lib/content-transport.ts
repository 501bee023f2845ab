import {
  ApiError,
  ContentQueryError,
  TransformError,
  createHttpClient,
  isApiError,
  validateSchema,
  type FieldIssue,
  type GraphQLErrorLike,
  type HttpFetch,
} from '@storefront/http';
import type {
  ContentQueryRequest,
  ContentSchema,
  ContentSchemaOutput,
} from './content-query-types';
import type { Decoded } from './decode';
import { graphQLResponseSchema } from './graphql-response';

// How a content client talks to the service: the HTTP client, the GraphQL envelope and the
// errors. Imported on a client's first query, never with a page the server rendered (it hands
// the page its data): the HTTP and validation code stays out of the first load.

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

/** What {@link createContentTransport} needs from the client's options. */
export interface ContentTransportOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly fetch: HttpFetch | undefined;
}

/**
 * The `query` of a content client: posts one GraphQL query and returns its `data`, parsed with
 * the request's schema (errors as `ContentClient.query` describes them).
 *
 * @example
 * const query = createContentTransport({ baseUrl, token, fetch: undefined });
 * await query({ operationName: 'SchemaVersion', query: '…', schema });
 */
export function createContentTransport({ baseUrl, token, fetch }: ContentTransportOptions) {
  const http = createHttpClient({
    prefixUrl: baseUrl,
    getBearerToken: () => token,
    // Any HTTP failure of the content service fails the content query: ECX001.
    errorCodes: { all: 'ECX001' },
    ...(fetch === undefined ? {} : { fetch }),
  });

  return async function query<S extends ContentSchema>(
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
  };
}
