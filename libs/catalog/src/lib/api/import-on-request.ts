import { ApiError, type EcxCode, type SchemaLike } from '@storefront/http';
import type { $ZodType } from 'zod/v4/core';

// Each call's response schema (zod) lives in a module of its own (`get-reviews-response.ts`, …)
// that the call imports when it sends its request, not when the page loads: the server renders
// the catalogue pages and hands the browser their data, so a page that only hydrates never
// needs zod. The import runs while the request is under way.

/** The request a response module is imported for, as the HTTP client names and codes it. */
export interface ResponseRequest {
  readonly method: 'get' | 'post';
  readonly path: string;
  /**
   * The code the call's status handlers give a request without answer (the catalogue's calls
   * map every status to one code, `{ all: code }`). Taken as it is rather than mapped here: the
   * status handler mapping would pull the configuration errors into every chunk of a call.
   */
  readonly code: EcxCode;
}

function describeThrown(value: unknown): string {
  return value instanceof Error ? value.message : String(value);
}

/**
 * Starts importing a response module for a request. A failed import fails the call as the HTTP
 * client fails a request whose transport cannot load: an `ApiError` of status 0 with the call's
 * code for a request without answer. The next call imports again.
 *
 * @example
 * const response = importOnRequest({ method: 'get', path, code: errorCodes.all }, () => import('./get-product-meta-response'));
 * const { productMetaSchema } = await response;
 */
export function importOnRequest<Module>(
  request: ResponseRequest,
  load: () => Promise<Module>,
): Promise<Module> {
  const loading = load().catch((error: unknown) => {
    const label = `${request.method.toUpperCase()} ${request.path}`;
    throw new ApiError({
      status: 0,
      code: request.code,
      message: `${label} got no response: ${describeThrown(error)}`,
      cause: error,
    });
  });
  // Awaited only once the answer is there: a failed request leaves it unawaited, not unhandled.
  loading.catch(() => undefined);
  return loading;
}

/**
 * A response schema for the `schema` option of the HTTP client, imported with the request: a
 * stand-in that the client can hold now (it only ever runs a schema's Standard Schema face) and
 * that validates the answer with the loaded schema. Typed as that schema, so the call's result
 * keeps the schema's output type. A failed import fails the call as {@link importOnRequest}
 * says, once the answer is there.
 *
 * @example
 * const errorCodes = { all: 'ECX999' } as const;
 * const summary = await http.get(path, {
 *   schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
 *     import('./get-reviews-response').then((module) => module.reviewSummarySchema),
 *   ),
 * });
 */
export function schemaOnRequest<Schema extends $ZodType>(
  request: ResponseRequest,
  load: () => Promise<Schema>,
): Schema {
  const loading = importOnRequest(request, load);
  const standIn: SchemaLike = {
    '~standard': {
      // The loaded schemas are zod's: the client words their issues as zod's.
      vendor: 'zod',
      validate: async (value) => (await loading)['~standard'].validate(value),
    },
  };
  return standIn as unknown as Schema;
}
