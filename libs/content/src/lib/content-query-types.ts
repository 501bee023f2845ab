import type { SchemaLike } from '@storefront/http';

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
