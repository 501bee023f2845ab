import * as z from 'zod/mini';

// The answer of `getSharedSelection`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * A shared product selection or design (contract 2, `GET session /shared/{id}`).
 *
 * @example
 * sharedSelectionSchema.parse(await response.json());
 */
export const sharedSelectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(['product', 'design']),
  storefrontId: z.string(),
  productKey: z.nullish(z.string()),
  designId: z.nullish(z.string()),
  selection: z.nullish(z.record(z.string(), z.union([z.string(), z.number()]))),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
