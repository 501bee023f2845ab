import * as z from 'zod/mini';

// The answer of `getProductMeta`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The meta answer read as a plain record first, so an empty ruleset is told apart from one
 * whose fields all take the spec's defaults.
 *
 * @example
 * metaAnswerSchema.parse({ defaultIncrement: 25 });
 */
export const metaAnswerSchema = z.record(z.string(), z.unknown());

// The product meta itself is read with pricing's schema, loaded with the answer's.
export { productMetaSchema } from '@storefront/pricing';
