import type { EditorDocument } from '../editor/editor-document';
import type { Design, DesignSelection } from './design';
import { designSchema } from './design';
import type { DesignsClient } from './designs-client';
import { segment } from './designs-client';

/**
 * Changes to a saved design, made against the version that was read.
 *
 * @example
 * const changes: UpdateDesignRequest = { version: design.version, document };
 */
export interface UpdateDesignRequest {
  /** The version the changes were made on; an older one fails (409 'Please refresh and try again'). */
  version: number;
  name?: string;
  productKey?: string;
  selection?: DesignSelection;
  document?: EditorDocument;
  previewAssetId?: string | null;
}

/**
 * Saves changes to a design (`PUT session /designs/{id}`). A failure — including a change
 * against an older version (status 409) — is an `ApiError` with code ECX014.
 *
 * @example
 * const saved = await updateDesign(client, design.id, { version: design.version, document });
 */
export function updateDesign(
  client: DesignsClient,
  id: string,
  changes: UpdateDesignRequest,
): Promise<Design> {
  return client.http('session', { all: 'ECX014' }).put(`designs/${segment(id)}`, {
    json: changes,
    schema: designSchema,
  });
}
