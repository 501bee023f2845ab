import { z } from 'zod';
import type { DesignsClient } from './designs-client';
import { segment } from './designs-client';

/** The answer of `GET session /shared/{shareId}/design`: the design behind a share link. */
const sharedDesignSchema = z.object({
  shareId: z.string(),
  sharedBy: z.string(),
  expiresAt: z.string(),
  design: z.object({
    id: z.string(),
    name: z.string(),
    productKey: z.string(),
    selection: z.record(z.string(), z.union([z.string(), z.number()])),
    previewUrl: z.string().nullable(),
    updatedAt: z.string(),
    document: z.record(z.string(), z.unknown()),
  }),
});

/**
 * A design shared by link: who shared it, until when the link works, and the design (its
 * document still to be read with `parseEditorDocument`).
 *
 * @example
 * const expires = new Date(shared.expiresAt);
 */
export type SharedDesign = z.output<typeof sharedDesignSchema>;

/**
 * Reads the design behind a share link (`GET session /shared/{shareId}/design`), without the
 * shopper's token: anyone with the link may see it. Every failure is an `ApiError` with code
 * ECX039 (share link); the service code tells an unknown or expired link from a deleted design.
 *
 * @example
 * const shared = await getSharedDesign(client, 'V1StGXR8_Z5j');
 */
export function getSharedDesign(
  client: DesignsClient,
  shareId: string,
  options: { signal?: AbortSignal } = {},
): Promise<SharedDesign> {
  return client.http('session', { all: 'ECX039' }).get(`shared/${segment(shareId)}/design`, {
    schema: sharedDesignSchema,
    bearer: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
