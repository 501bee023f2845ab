// Public API of @storefront/http: the client factory, the service connection of the domain
// clients, the error kinds and their guards, the
// ECX catalogue, the user messages, the status-handler mapping and the import of response
// schemas with their request (importOnRequest, schemaOnRequest: the catalogue and the cart).
//
// Deliberately not exported:
// - ky itself and its HTTPError/TimeoutError: callers only ever see our ApiError and
//   TransformError, so the transport can change without touching them.
// - The internal helpers (search-parameter conversion, response decoding, field-path
//   formatting, the check of status handler maps): implementation details.
// - No zod at runtime: options and status handlers are checked by hand and response schemas
//   are run through their Standard Schema interface, so the first page load carries no zod.
// - No default client instance: each service client creates its own with its own base URL,
//   token source and error codes (no module-level singleton).

export { ConfigurationError, isConfigurationError } from './lib/configuration-error';
export { createHttpClient, preloadHttpClient } from './lib/create-http-client';
export { createServiceConnection, storePath } from './lib/service-connection';
export type {
  BearerTokenGetter,
  ServiceConnection,
  ServiceConnectionOptions,
} from './lib/service-connection';
export type {
  DownloadedFile,
  HttpClient,
  HttpClientOptions,
  HttpFetch,
  HttpHeadersInit,
  HttpMethod,
  HttpRequestOptions,
  HttpRetryOptions,
} from './lib/create-http-client';
export { ecxCatalogue, ecxCodes, isEcxCode } from './lib/ecx-catalogue';
export { ecxMessages } from './lib/ecx-messages';
export type { EcxMessage } from './lib/ecx-messages';
export type { EcxCode, EcxEntry, StorefrontErrorKind } from './lib/ecx-catalogue';
export { ApiError, isApiError } from './lib/api-error';
export { importOnRequest, schemaOnRequest } from './lib/import-on-request';
export type { ResponseRequest } from './lib/import-on-request';
export type { ApiErrorInit } from './lib/api-error';
export { ContentQueryError, isContentQueryError } from './lib/content-query-error';
export type { ContentQueryErrorInit, GraphQLErrorLike } from './lib/content-query-error';
export { NeverOccurError, isNeverOccurError } from './lib/never-occur-error';
export { StorefrontError, isStorefrontError } from './lib/storefront-error';
export type {
  SerializedStorefrontError,
  StorefrontErrorInit,
  StorefrontErrorOptions,
} from './lib/storefront-error';
export { TransformError, isTransformError } from './lib/transform-error';
export type { TransformErrorInit } from './lib/transform-error';
export { UnknownError, isUnknownError } from './lib/unknown-error';
export type { FieldIssue } from './lib/field-issues';
export type { HttpSearchParamValue, HttpSearchParams } from './lib/search-params';
export { parseServiceErrorBody } from './lib/service-error';
export type { ServiceErrorDetails } from './lib/service-error';
export { defineStatusHandlers, mapStatusToCode } from './lib/status-handlers';
export type {
  StatusFailure,
  StatusHandler,
  StatusHandlerKey,
  StatusHandlers,
} from './lib/status-handlers';
export { storefrontMessages } from './lib/storefront-messages';
export type { StorefrontMessages } from './lib/storefront-messages';
export { toStorefrontError } from './lib/to-storefront-error';
export { validateSchema } from './lib/validate-schema';
export type { SchemaLike } from './lib/validate-schema';
