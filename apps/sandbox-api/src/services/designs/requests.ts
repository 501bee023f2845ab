import type { Context } from 'hono';
import { z } from 'zod';
import type { DesignDocument, DesignSelection } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { parseJsonText, readLimitedBytes } from '../../http/body.ts';

// The request bodies and queries of the designs routes, and how they are read.

/**
 * Longest design name, in characters (Unicode code points) after trimming: the rule of
 * `@storefront/designs` (`DESIGN_NAME_MAX_LENGTH`), restated because the sandbox imports no
 * values from the libraries; a test keeps the two equal.
 */
export const DESIGN_NAME_MAX_LENGTH = 100;

/** The spec's message for a missing design name (section 5). */
export const DESIGN_NAME_REQUIRED = 'Design name required';

/** Largest editor document: 2 MB (MiB) of UTF-8 JSON. */
export const MAX_DESIGN_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** Largest request body of the designs routes: the document plus room for the other fields. */
export const MAX_DESIGN_BODY_BYTES = MAX_DESIGN_DOCUMENT_BYTES + 256 * 1024;

/** Most attributes a design's selection may hold. */
export const MAX_SELECTION_ENTRIES = 50;

/** Prefix of the name of a duplicate. */
export const COPY_PREFIX = 'Copy of ';

/** Default and largest page size of `GET /session/designs`. */
export const DESIGN_PAGE_SIZE = { default: 20, max: 100 } as const;

const codePoints = (text: string) => [...text].length;

/**
 * `text` cut to `max` characters (code points), never splitting a character.
 *
 * @example
 * ```ts
 * truncate('Copy of Holiday mailer', 12); // 'Copy of Holi'
 * ```
 */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * The name of a duplicate of a design named `name`: `Copy of <name>`, shortened to
 * {@link DESIGN_NAME_MAX_LENGTH} characters.
 *
 * @example
 * ```ts
 * copyName('Holiday mailer'); // 'Copy of Holiday mailer'
 * ```
 */
export function copyName(name: string): string {
  return truncate(`${COPY_PREFIX}${name}`, DESIGN_NAME_MAX_LENGTH);
}

const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

/** A design name: trimmed, 1 to 100 characters. */
export const designNameSchema = z
  .string({ error: unlessMissing('must be a text') })
  .trim()
  .min(1, { error: DESIGN_NAME_REQUIRED })
  .refine((name) => codePoints(name) <= DESIGN_NAME_MAX_LENGTH, {
    error: `must be at most ${DESIGN_NAME_MAX_LENGTH} characters`,
  });

const productKeySchema = z
  .string({ error: unlessMissing('must be a text') })
  .trim()
  .min(1, { error: 'must not be empty' });

const selectionSchema: z.ZodType<DesignSelection> = z
  .record(
    z
      .string()
      .trim()
      .min(1, { error: 'attribute names must not be empty' })
      .max(100, { error: 'attribute names must be at most 100 characters' }),
    z.union([z.string().max(500), z.number().finite()], {
      error: 'must be a text of at most 500 characters or a number',
    }),
    { error: unlessMissing('must be an object of attribute names and values') },
  )
  .refine((selection) => Object.keys(selection).length <= MAX_SELECTION_ENTRIES, {
    error: `must have at most ${MAX_SELECTION_ENTRIES} attributes`,
  });

const documentSchema: z.ZodType<DesignDocument> = z.record(z.string(), z.unknown(), {
  error: unlessMissing('must be a JSON object (the editor document)'),
});

const previewAssetIdSchema = z
  .string({ error: unlessMissing('must be an upload id or null') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .nullable();

const versionSchema = z
  .number({ error: unlessMissing('must be a whole number from 1') })
  .int({ error: 'must be a whole number from 1' })
  .min(1, { error: 'must be a whole number from 1' });

/** The body of `POST /session/designs`. */
export const createDesignSchema = z.object({
  name: designNameSchema,
  productKey: productKeySchema,
  selection: selectionSchema.optional(),
  document: documentSchema.optional(),
  previewAssetId: previewAssetIdSchema.optional(),
});

/** The body of `PUT /session/designs/{id}`: the version read, and the fields to replace. */
export const updateDesignSchema = z.object({
  version: versionSchema,
  name: designNameSchema.optional(),
  productKey: productKeySchema.optional(),
  selection: selectionSchema.optional(),
  document: documentSchema.optional(),
  previewAssetId: previewAssetIdSchema.optional(),
});

/** The body of `POST /session/designs/{id}:rename`. */
export const renameDesignSchema = z.object({
  name: designNameSchema,
  version: versionSchema.optional(),
});

/** The (optional) body of `POST /session/designs/{id}:duplicate`. */
export const duplicateDesignSchema = z.object({ name: designNameSchema.optional() });

const pageNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `must be a whole number from ${min}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    })
    .optional();

/** The query of `GET /session/designs`. */
export const listDesignsSchema = z.object({
  limit: pageNumber(1, DESIGN_PAGE_SIZE.max),
  offset: pageNumber(0, 1_000_000_000),
});

function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input, {
    error: (issue) => (issue.input === undefined ? 'is required' : undefined),
  });
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

const designTooLarge = () =>
  new SandboxHttpError(
    413,
    'DesignTooLarge',
    `The design is larger than ${MAX_DESIGN_DOCUMENT_BYTES / 1024 / 1024} MB`,
  );

/**
 * Reads and validates a designs request's JSON body (at most {@link MAX_DESIGN_BODY_BYTES}).
 * A body that is not JSON is `400 BadRequest`; one that does not match throws the ZodError
 * (`400 ValidationError` naming each field); a longer body is `413 DesignTooLarge`.
 *
 * @example
 * ```ts
 * const body = await readDesignBody(c, createDesignSchema);
 * ```
 */
export async function readDesignBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: { allowEmpty?: boolean } = {},
): Promise<z.output<Schema>> {
  const bytes = await readLimitedBytes(c.req.raw, MAX_DESIGN_BODY_BYTES, designTooLarge);
  const body = parseJsonText(
    new TextDecoder().decode(bytes),
    options,
    () => new SandboxHttpError(400, 'BadRequest', 'The request body is not valid JSON'),
  );
  return validate(schema, body);
}

/**
 * The size of an editor document as stored (UTF-8 JSON).
 *
 * @throws {SandboxHttpError} `413 DesignTooLarge` above {@link MAX_DESIGN_DOCUMENT_BYTES};
 *   `400 ValidationError` for a NUL character, which PostgreSQL's `jsonb` cannot hold.
 *
 * @example
 * ```ts
 * measureDocument({ panels: [] }); // 13
 * ```
 */
export function measureDocument(document: DesignDocument): number {
  const json = JSON.stringify(document);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > MAX_DESIGN_DOCUMENT_BYTES) throw designTooLarge();
  // An escaped NUL, not an escaped backslash followed by 'u0000'.
  if (/(?:^|[^\\])(?:\\\\)*\\u0000/.test(json)) {
    throw new SandboxHttpError(
      400,
      'ValidationError',
      'document: must not contain NUL characters',
      { errors: [{ path: 'document', message: 'must not contain NUL characters' }] },
    );
  }
  return bytes;
}

/**
 * Reads the paging query of the list route.
 *
 * @example
 * ```ts
 * parsePaging({ limit: '10' }); // { limit: 10, offset: 0 }
 * ```
 */
export function parsePaging(query: Record<string, string>): { limit: number; offset: number } {
  const { limit, offset } = validate(listDesignsSchema, query);
  return { limit: limit ?? DESIGN_PAGE_SIZE.default, offset: offset ?? 0 };
}
