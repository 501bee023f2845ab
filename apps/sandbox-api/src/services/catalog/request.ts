import type { Context } from 'hono';
import { z } from 'zod';
import { readJsonBody } from '../../http/body.ts';

// Reading requests of the catalogue services. A query or body that does not match its schema
// throws the ZodError, which the app's error handler answers as
// 400 { title: 'ValidationError', detail: '<field>: <problem>', errors: [{ path, message }] }.

const errorMap = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input, errorMap);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

/**
 * The request's query parameters (first value of each), validated.
 *
 * @example
 * ```ts
 * const { productKey } = parseQuery(c, z.object({ productKey: z.string() }));
 * ```
 */
export function parseQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return validate(schema, c.req.query());
}

/**
 * The request's JSON body, validated; a body that is not JSON is a 400 `BadRequest`.
 *
 * @example
 * ```ts
 * const { Size } = await parseBody(c, z.object({ Size: z.string() }));
 * ```
 */
export async function parseBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return validate(schema, await readJsonBody(c));
}

/** A product version in a path: a whole number from 1. */
export const versionSchema = z.coerce
  .string()
  .regex(/^[1-9]\d{0,8}$/, { error: 'must be a whole number from 1' })
  .transform(Number);

/**
 * The product version of a path parameter, validated.
 *
 * @example
 * ```ts
 * parseVersion('3'); // 3
 * parseVersion('latest'); // throws: 400 ValidationError 'version: must be a whole number from 1'
 * ```
 */
export function parseVersion(text: string): number {
  return validate(z.object({ version: versionSchema }), { version: text }).version;
}

/** A non-empty text field, trimmed. */
export const requiredText = z.string().trim().min(1, { error: 'must not be empty' });

/** An optional text field: trimmed, empty counts as absent. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
