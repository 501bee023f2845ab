import { z } from 'zod';
import type { DesignsClient } from './designs-client';

/**
 * One entry of `GET assets /links:query`: an upload's current URLs and facts.
 *
 * @example
 * assetLinkSchema.parse(answer.links[0]);
 */
export const assetLinkSchema = z.object({
  assetId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  original: z.string(),
  preview: z.string(),
  thumbnail: z.string(),
});

/**
 * The answer of `links:query`: links in the order asked, unknown ids apart.
 *
 * @example
 * const { links, notFound } = await getAssetLinks(client, ['upl_…']);
 */
export const assetLinksSchema = z.object({
  links: z.array(assetLinkSchema),
  notFound: z.array(z.string()),
});

/**
 * The links of uploads.
 *
 * @example
 * const byId = new Map((await getAssetLinks(client, ids)).links.map((link) => [link.assetId, link]));
 */
export type AssetLinks = z.output<typeof assetLinksSchema>;

/**
 * The current URLs of uploaded files (`GET assets /links:query?inputJson={"assetIds":[…]}`),
 * at most 100 ids; unknown ids come back in `notFound`. A failure is an `ApiError` with code
 * ECX999 (the spec names none).
 *
 * @example
 * const { links } = await getAssetLinks(client, ['upl_V1StGXR8Z5jdHi6BmyTab']);
 */
export function getAssetLinks(
  client: DesignsClient,
  assetIds: readonly string[],
): Promise<AssetLinks> {
  return client.http('assets', { all: 'ECX999' }).get('links:query', {
    searchParams: { inputJson: JSON.stringify({ assetIds: [...new Set(assetIds)] }) },
    schema: assetLinksSchema,
  });
}
