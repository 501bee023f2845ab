import { parseDesignName } from '../design-name';
import type { Design } from './design';
import { designSchema } from './design';
import type { DesignsClient } from './designs-client';
import { segment } from './designs-client';

/**
 * Duplicates a design (`POST session /designs/{id}:duplicate`): the copy is named 'Copy of …'
 * unless a name is given. A failure is an `ApiError` with code ECX012 (it adds a design).
 *
 * @example
 * const copy = await duplicateDesign(client, design.id);
 * copy.name; // 'Copy of Spring mailer'
 */
export async function duplicateDesign(
  client: DesignsClient,
  id: string,
  name?: string,
): Promise<Design> {
  return client.http('session', { all: 'ECX012' }).post(`designs/${segment(id)}:duplicate`, {
    json: name === undefined ? {} : { name: parseDesignName(name) },
    schema: designSchema,
  });
}
