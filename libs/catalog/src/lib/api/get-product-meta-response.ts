import { TransformError } from '@storefront/http';
import { productMetaSchema, type ProductMeta } from '@storefront/pricing';
import * as z from 'zod/mini';

// The answer of `getProductMeta`, imported with its request (see import-on-request.ts).

/**
 * The meta answer read as a plain record first, so an empty ruleset is told apart from one
 * whose fields all take the spec's defaults.
 *
 * @example
 * metaAnswerSchema.parse({ defaultIncrement: 25 });
 */
export const metaAnswerSchema = z.record(z.string(), z.unknown());

/**
 * The product meta of a (non-empty) meta answer, parsed with `@storefront/pricing`'s
 * `productMetaSchema`; a wrong field is a `TransformError` (ECX003) naming it.
 *
 * @example
 * productMetaOf({ defaultIncrement: 25 }).quantityThreshold; // 20148
 */
export function productMetaOf(answer: Readonly<Record<string, unknown>>): ProductMeta {
  const meta = productMetaSchema.safeParse(answer);
  if (!meta.success) {
    const issue = meta.error.issues[0];
    throw new TransformError({
      ...(issue ? { path: issue.path.join('.') } : {}),
      cause: meta.error,
    });
  }
  return meta.data;
}
