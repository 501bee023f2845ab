import { schemaOnRequest } from '@storefront/http';
import type * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';
import type { sharedSelectionSchema } from './get-shared-selection-response';

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
  const errorCodes = { all: 'ECX039' } as const;
  const path = `shared/${segment(shareId)}`;
  return client.http('session', errorCodes).get(path, {
    schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
      import('./get-shared-selection-response').then((module) => module.sharedSelectionSchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
