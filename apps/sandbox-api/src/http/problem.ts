import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

/**
 * The JSON body of every sandbox error. The storefront's error parser reads `detail` (then
 * `error_description`, `message`, `description`) for the message and `title` (then
 * `friendly_message`, `code`) for the kind, so both are always present.
 */
export interface ProblemBody {
  title: string;
  detail: string;
  /** Field-level problems of a rejected request body or query. */
  errors?: Array<{ path: string; message: string }>;
}

/**
 * An error a sandbox route throws to answer with a given status and problem body.
 *
 * @example
 * ```ts
 * throw new SandboxHttpError(409, 'CartVersionConflict', 'The cart changed since version 3');
 * ```
 */
export class SandboxHttpError extends Error {
  override readonly name = 'SandboxHttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/**
 * Answers a request with a problem body.
 *
 * @example
 * ```ts
 * return problem(c, 400, 'ValidationError', 'email is required');
 * ```
 */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ ...extra, title, detail }, status);
}

/** `app.notFound` handler: names the method and path no route matched. */
export function notFoundProblem(c: Context): Response {
  return problem(c, 404, 'NotFound', `No sandbox route for ${c.req.method} ${c.req.path}`);
}

/** The `detail` of every 500: nothing about what failed, only where to look. */
export const INTERNAL_ERROR_DETAIL =
  'The sandbox could not answer this request. Its log has the details under this request id.';

/**
 * Answers an unexpected failure: an opaque `500 { title: 'InternalServerError', detail,
 * requestId }` that never shows the error (no SQL, table or column names, stack or message),
 * while the server logs the error under the same request id (`X-Request-Id`).
 */
export function internalErrorProblem(error: unknown, c: Context): Response {
  const requestId = (c.get('requestId') as string | undefined) ?? 'unknown';
  console.error(`sandbox-api [${requestId}] ${c.req.method} ${c.req.path} failed:`, error);
  return problem(c, 500, 'InternalServerError', INTERNAL_ERROR_DETAIL, { requestId });
}

/**
 * `app.onError` handler: turns whatever a route threw into a problem body. Sandbox errors keep
 * their status (a deliberate 502 too, never 500); zod errors are 400 with one entry per field; Hono's HTTP errors below 500 keep
 * theirs; anything else is an opaque 500 ({@link internalErrorProblem}).
 */
export function errorProblem(error: Error, c: Context): Response {
  if (error instanceof SandboxHttpError && error.status !== 500) {
    return problem(c, error.status, error.title, error.detail, error.extra);
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
    return problem(c, 400, 'ValidationError', detail, { errors });
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return problem(c, status, httpTitle(status), error.message || httpTitle(status));
  }
  return internalErrorProblem(error, c);
}

function httpTitle(status: number): string {
  if (status === 400) return 'BadRequest';
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 409) return 'Conflict';
  if (status === 413) return 'PayloadTooLarge';
  if (status === 415) return 'UnsupportedMediaType';
  return status >= 500 ? 'InternalServerError' : 'RequestFailed';
}
