import { parseDesignName } from '../design-name';
import type { Design } from './design';
import { designSchema } from './design';
import type { DesignsClient } from './designs-client';
import { segment } from './designs-client';

/**
 * Renames a design (`POST session /designs/{id}:rename`). The name is checked first
 * (`DesignsError` 'Design name required'); a failed request is an `ApiError` with code
 * ECX014 (renaming updates the design).
 *
 * @example
 * const renamed = await renameDesign(client, design.id, 'Holiday mailer');
 */
export async function renameDesign(
  client: DesignsClient,
  id: string,
  name: string,
): Promise<Design> {
  return client.http('session', { all: 'ECX014' }).post(`designs/${segment(id)}:rename`, {
    json: { name: parseDesignName(name) },
    schema: designSchema,
  });
}
