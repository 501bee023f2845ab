import type { DesignsClient } from './designs-client';
import { segment } from './designs-client';

/**
 * Deletes a design (`DELETE session /designs/{id}`). A failure is an `ApiError` with code
 * ECX015.
 *
 * @example
 * await deleteDesign(client, design.id);
 */
export async function deleteDesign(client: DesignsClient, id: string): Promise<void> {
  await client.http('session', { all: 'ECX015' }).delete(`designs/${segment(id)}`);
}
