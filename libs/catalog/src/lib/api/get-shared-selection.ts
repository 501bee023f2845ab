import * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';

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

/**
 * A shared selection: who shared it, what product and which attributes.
 *
 * @example
 * const quantity = (shared: SharedSelection) => Number(shared.selection?.Quantity ?? 0);
 */
export type SharedSelection = z.output<typeof sharedSelectionSchema>;

/**
 * Reads a share link by its id (the `share` query parameter of a product page). An unknown or
 * expired id is an `ApiError` with status 404, code ECX039 and the service's detail 'Request
 * is invalid or expired'; other failures are ECX039 too.
 *
 * @example
 * const shared = await getSharedSelection(client, 'V1StGXR8_Z5j');
 * shared.selection; // { Quantity: 250, Size: '9 x 6 x 3' }
 */
export async function getSharedSelection(
  client: CatalogClient,
  shareId: string,
  options: { signal?: AbortSignal } = {},
): Promise<SharedSelection> {
  return client.http('session', { all: 'ECX039' }).get(`shared/${segment(shareId)}`, {
    schema: sharedSelectionSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
