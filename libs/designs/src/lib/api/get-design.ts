import type { Design } from './design';
import { designSchema } from './design';
import type { DesignsClient } from './designs-client';
import { segment } from './designs-client';

/**
 * Reads one design with its document (`GET session /designs/{id}`). A failure (unknown id,
 * another shopper's design) is an `ApiError` with code ECX035.
 *
 * @example
 * const design = await getDesign(client, 'dsg_V1StGXR8Z5jdHi6BmyTab');
 */
export function getDesign(
  client: DesignsClient,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<Design> {
  return client.http('session', { all: 'ECX035' }).get(`designs/${segment(id)}`, {
    schema: designSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
