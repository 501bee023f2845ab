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
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new SandboxHttpError(400, 'BadRequest', 'The request body is not valid JSON');
  }
  return schema.parse(body);
}
