import { parseDesignName } from '../design-name';
import type { EditorDocument } from '../editor/editor-document';
import type { Design, DesignSelection } from './design';
import { designSchema } from './design';
import type { DesignsClient } from './designs-client';

/**
 * A design to save for the first time.
 *
 * @example
 * const request: CreateDesignRequest = {
 *   name: 'Spring mailer',
 *   productKey: 'custom-mailer-box',
 *   selection: { Size: '8 x 6 x 2' },
 *   document,
 * };
 */
export interface CreateDesignRequest {
  /** Required, trimmed, at most 100 characters ('Design name required'). */
  name: string;
  /** The catalogue product the design is for (`custom-mailer-box`). */
  productKey: string;
  selection?: DesignSelection;
  document?: EditorDocument;
  /** An uploaded PNG, JPEG or SVG showing the design. */
  previewAssetId?: string | null;
}

/**
 * Saves a new design (`POST session /designs`). The name is checked first (a `DesignsError`
 * 'Design name required' without a request); a failed request is an `ApiError` with code
 * ECX012.
 *
 * @example
 * const design = await createDesign(client, { name: 'Spring mailer', productKey: 'custom-mailer-box', document });
 */
export async function createDesign(
  client: DesignsClient,
  request: CreateDesignRequest,
): Promise<Design> {
  const name = parseDesignName(request.name);
  return client.http('session', { all: 'ECX012' }).post('designs', {
    json: { ...request, name },
    schema: designSchema,
  });
}
