import { z } from 'zod';
import type { DesignsClient } from './designs-client';

/**
 * A share link for a design (contract 2, kind `design`).
 *
 * @example
 * const request: DesignShareLinkRequest = { siteUrl: 'https://boxup.example', designId: 'dsg_1', name: 'Ada' };
 */
export interface DesignShareLinkRequest {
  /** The store's origin; the link is `${siteUrl}/shared-design/${id}`. */
  siteUrl: string;
  designId: string;
  /** The sharer's name, 1 to 100 characters. */
  name: string;
  /** The recipient's email; when given, the link is sent to it. */
  email?: string;
  /** Language of the mail (`de` for German). */
  culture?: string;
}

/**
 * The created link: its id, the URL to hand out, when it stops working.
 *
 * @example
 * designShareLinkSchema.parse({ id: 'V1StGXR8_Z5j', uniqueUrl: 'https://boxup.example/shared-design/V1StGXR8_Z5j', expiresAt: '2026-04-01T12:00:00.000Z' });
 */
export const designShareLinkSchema = z.object({
  id: z.string().min(1),
  uniqueUrl: z.url({ protocol: /^https?$/ }),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * A created design share link.
 *
 * @example
 * const copy = (link: DesignShareLink) => navigator.clipboard.writeText(link.uniqueUrl);
 */
export type DesignShareLink = z.output<typeof designShareLinkSchema>;

/**
 * Creates a shareable link to a design (`POST session /generateUniqueURL`, kind `design`).
 * A failure is an `ApiError` with code ECX039.
 *
 * @example
 * const link = await createDesignShareLink(client, { siteUrl: location.origin, designId: design.id, name: 'Ada' });
 */
export function createDesignShareLink(
  client: DesignsClient,
  request: DesignShareLinkRequest,
): Promise<DesignShareLink> {
  const email = request.email?.trim().toLowerCase();
  return client.http('session', { all: 'ECX039' }).post('generateUniqueURL', {
    json: {
      storefrontId: client.storefrontId,
      siteUrl: request.siteUrl,
      kind: 'design',
      designId: request.designId,
      name: request.name.trim(),
      email: email ? email : undefined,
      culture: request.culture,
    },
    schema: designShareLinkSchema,
  });
}
