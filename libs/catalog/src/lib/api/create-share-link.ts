import { schemaOnRequest } from '@storefront/http';
import type * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';
import type { shareLinkSchema } from './create-share-link-response';

/**
 * A share link to create (contract 2). A product link needs `productKey`, a design link
 * `designId`; `email`, when given, gets the link by mail.
 *
 * @example
 * const request: ShareLinkRequest = {
 *   siteUrl: 'https://boxup.example',
 *   kind: 'product',
 *   productKey: 'custom-mailer-box',
 *   selection: { Quantity: 250, Size: '9 x 6 x 3' },
 *   name: 'Ada',
 * };
 */
export interface ShareLinkRequest {
  siteUrl: string;
  kind: 'product' | 'design';
  productKey?: string;
  designId?: string;
  selection?: Record<string, string | number>;
  /** The sharer's name, 1 to 100 characters. */
  name: string;
  /** The recipient's email. */
  email?: string;
}

/**
 * A created share link.
 *
 * @example
 * const copy = (link: ShareLink) => navigator.clipboard.writeText(link.uniqueUrl);
 */
export type ShareLink = z.output<typeof shareLinkSchema>;

/**
 * Creates a unique URL for a product selection or a design (`POST session /generateUniqueURL`,
 * contract 2) for this client's store. A refused or failed request is an `ApiError` with code
 * ECX039.
 *
 * @example
 * const link = await createShareLink(client, {
 *   siteUrl: window.location.origin,
 *   kind: 'product',
 *   productKey: 'custom-mailer-box',
 *   selection: { Quantity: 250 },
 *   name: 'Ada',
 *   email: 'grace@example.com',
 * });
 * link.uniqueUrl; // 'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j'
 */
export async function createShareLink(
  client: CatalogClient,
  request: ShareLinkRequest,
  options: { signal?: AbortSignal } = {},
): Promise<ShareLink> {
  const email = request.email?.trim().toLowerCase();
  const errorCodes = { all: 'ECX039' } as const;
  const path = 'generateUniqueURL';
  return client.http('session', errorCodes).post(path, {
    json: {
      storefrontId: client.storefrontId,
      siteUrl: request.siteUrl,
      kind: request.kind,
      productKey: request.productKey,
      designId: request.designId,
      selection: request.selection,
      name: request.name.trim(),
      email: email === '' ? undefined : email,
    },
    schema: schemaOnRequest({ method: 'post', path, code: errorCodes.all }, () =>
      import('./create-share-link-response').then((module) => module.shareLinkSchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
