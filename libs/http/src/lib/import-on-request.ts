import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './api-error';
import type { EcxCode } from './ecx-catalogue';
import type { SchemaLike } from './validate-schema';

// A service client's response schemas (zod) live in modules of their own
// (`get-reviews-response.ts`, `cart-schemas.ts`, …) that each call imports when it sends its
// request, not when the page loads: a page the server rendered, or one that only shows a
// stored cart, never needs zod. The import runs while the request is under way. The catalogue
// and the cart calls use these two helpers.

/** The request a response module is imported for, as the HTTP client names and codes it. */
export interface ResponseRequest {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  /**
   * The code the call's status handlers give a request without answer (status 0; most calls
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
