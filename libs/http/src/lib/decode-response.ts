import { describeFieldIssue } from './field-issues';
import { TransformError, isTransformError } from './transform-error';
import { validateSchema, type SchemaLike } from './validate-schema';

/** How a successful response body becomes the caller's value. */
export interface ResponseDecoding {
  /** A schema of classic `zod` or of `zod/mini`, or any other Standard Schema. */
  readonly schema?: SchemaLike | undefined;
  readonly transform?: ((data: unknown) => unknown) | undefined;
}

function describeThrown(value: unknown): string {
  return value instanceof Error ? value.message : String(value);
}

/**
 * Parses a response text: empty means `undefined`, JSON is parsed, other text is returned as
 * is unless the response declares JSON, in which case unparsable text is a transform error.
 */
export function parseResponseText(
  text: string,
  contentType: string | null,
  label: string,
): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (contentType !== null && /[/+]json\b/i.test(contentType)) {
      throw new TransformError({
        message: `Response of ${label} is not valid JSON: ${describeThrown(error)}`,
        cause: error,
      });
    }
    return text;
  }
}

/**
 * Validates the body with the schema (a failure names every failing field: ECX003, the body
 * does not have the expected shape) and then applies the transformer (its failure becomes an
 * ECX002 TransformError, transforming the response failed; a TransformError it throws passes
 * through unchanged).
 */
export async function decodeResponse(
  data: unknown,
  { schema, transform }: ResponseDecoding,
  label: string,
): Promise<unknown> {
  let value = data;
  if (schema !== undefined) {
    const result = await validateSchema(schema, value);
    if ('issues' in result) {
      const { issues } = result;
      throw new TransformError({
        path: issues[0]?.path,
        issues,
        message: `Response of ${label} does not match its schema: ${issues.map(describeFieldIssue).join('; ')}`,
      });
    }
    value = result.value;
  }
  if (transform === undefined) return value;
  try {
    return transform(value);
  } catch (error) {
    if (isTransformError(error)) throw error;
    throw new TransformError({
      code: 'ECX002',
      message: `Response transformer of ${label} failed: ${describeThrown(error)}`,
      cause: error,
    });
  }
}
