import type { FieldIssue } from './field-issues';
import { formatFieldPath } from './field-issues';

/** A path segment of a Standard Schema issue: a key, or an object holding it. */
type PathSegment = PropertyKey | { readonly key: PropertyKey };

type StandardResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string;
        readonly path?: readonly PathSegment[] | undefined;
      }[];
    };

/**
 * What {@link validateSchema} runs: a Standard Schema (https://standardschema.dev). zod schemas,
 * classic or `zod/mini`, are ones, and so are the hand-written decoders of the first load.
 *
 * @example
 * ```ts
 * import type { SchemaLike } from '@storefront/http';
 *
 * const accepts = (schema: SchemaLike) => schema['~standard'].vendor;
 * ```
 */
export interface SchemaLike {
  readonly '~standard': {
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
}

/**
 * Validates a value with a schema: `{ value }` (the schema's output), or `{ issues }` naming every
 * failing field (`items[0].price`). zod issues keep classic zod's English wording also under
 * `zod/mini`, which sets no locale: the English locale is loaded only when a zod schema fails,
 * so the client imports no zod of its own.
 *
 * @example
 * ```ts
 * import { validateSchema } from '@storefront/http';
 *
 * const result = await validateSchema(cartSchema, body);
 * if ('issues' in result) console.error(result.issues[0]?.path);
 * ```
 */
export async function validateSchema(
  schema: SchemaLike,
  value: unknown,
): Promise<{ readonly value: unknown } | { readonly issues: readonly FieldIssue[] }> {
  const standard = schema['~standard'];
  let result = await standard.validate(value);
  if (result.issues !== undefined && standard.vendor === 'zod') {
    // Validated again in every case: a validation that ran while another one was loading the
    // English messages has "Invalid input" issues although the locale is set by now.
    const { ensureEnglishZodMessages } = await import('./zod-english');
    ensureEnglishZodMessages();
    result = await standard.validate(value);
  }
  if (result.issues === undefined) return { value: result.value };
  return {
    issues: result.issues.map((issue) => ({
      path: formatFieldPath(
        (issue.path ?? []).map((segment) =>
          typeof segment === 'object' && segment !== null ? segment.key : segment,
        ),
      ),
      message: issue.message,
    })),
  };
}
