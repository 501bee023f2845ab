import type { Context } from 'hono';
import type { z } from 'zod';
import { SandboxHttpError } from './problem.ts';

/**
 * Reads a request's JSON body and validates it. A body that is not JSON is a 400
 * `BadRequest`; one that does not match `schema` throws the `ZodError`, which the app's error
 * handler turns into a 400 `ValidationError` naming each field.
 *
 * @example
 * ```ts
 * const { ms } = await parseJsonBody(c, z.object({ ms: z.number() }));
 * ```
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await readJsonBody(c));
}

/**
 * The request's JSON body, not yet validated; a body that is not JSON is a 400 `BadRequest`.
 *
 * @example
 * ```ts
 * const body = await readJsonBody(c);
 * ```
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new SandboxHttpError(400, 'BadRequest', 'The request body is not valid JSON');
  }
}

/**
 * The JSON value of a body's text; an empty text is `{}` when `allowEmpty`, text that is not JSON
 * throws `notJson()` (each service words that its own way).
 *
 * @example
 * ```ts
 * const body = parseJsonText(text, { allowEmpty: true }, () => new SandboxHttpError(400, 'BadRequest', '…'));
 * ```
 */
export function parseJsonText(
  text: string,
  options: { allowEmpty?: boolean },
  notJson: () => SandboxHttpError,
): unknown {
  if (text.trim() === '' && options.allowEmpty) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson();
  }
}

/** One field at fault: its dotted path and what is wrong with it. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A problem naming the first field at fault in `detail` (`email: is required`) and all of them
 * in `errors`; `whole` names the request when the list is empty.
 *
 * @example
 * ```ts
 * throw fieldErrorsProblem(422, 'CreditCardInvalid', errors, 'creditCard');
 * ```
 */
export function fieldErrorsProblem(
  status: SandboxHttpError['status'],
  title: string,
  errors: FieldError[],
  whole: string,
): SandboxHttpError {
  const first = errors[0] ?? { path: whole, message: 'is invalid' };
  return new SandboxHttpError(status, title, `${first.path}: ${first.message}`, { errors });
}

/** Options of {@link parseRequestBody}. */
export interface ParseRequestBodyOptions {
  /** Treat a missing or empty body as `{}` (for routes whose fields are all optional). */
  allowEmpty?: boolean;
}

/**
 * Reads and validates a request's JSON body the way the identity services answer: anything
 * wrong is a 400 `{ title: 'InvalidRequest', detail: '<field>: <problem>' }` naming the first
 * field at fault (all of them in `errors`). A missing field reads `email: is required`.
 *
 * @example
 * ```ts
 * const { refreshToken } = await parseRequestBody(c, z.object({ refreshToken: z.string() }));
 * // {} → 400 { title: 'InvalidRequest', detail: 'refreshToken: is required', errors: [...] }
 * ```
 */
export async function parseRequestBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: ParseRequestBodyOptions = {},
): Promise<z.output<Schema>> {
  const body = parseJsonText(
    await c.req.text(),
    options,
    () => new SandboxHttpError(400, 'InvalidRequest', 'body: expected a JSON object'),
  );
  const parsed = schema.safeParse(body, {
    error: (issue) => (issue.input === undefined ? 'is required' : undefined),
  });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    message: issue.message,
  }));
  throw fieldErrorsProblem(400, 'InvalidRequest', errors, 'body');
}

/**
 * Reads a request body up to `maxBytes`, throwing `tooLarge()` as soon as it is longer (by its
 * `Content-Length`, or while reading) instead of buffering all of it. Used by the request guard
 * (`http/guard.ts`) for every JSON body before a route runs, and by the routes that take larger
 * bodies of their own (uploads, designs, analytics batches).
 *
 * @example
 * ```ts
 * const bytes = await readLimitedBytes(c.req.raw, 1024 * 1024, () =>
 *   new SandboxHttpError(413, 'PayloadTooLarge', 'The request body is larger than 1 MB'),
 * );
 * ```
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => SandboxHttpError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
