import * as z from 'zod/mini';

// The answer of `createShareLink`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

/**
 * The created share link (contract 2): its id, the unique URL to hand out and when it expires.
 *
 * @example
 * shareLinkSchema.parse({ id: 'V1StGXR8_Z5j', uniqueUrl: 'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j', expiresAt: '2026-04-01T12:00:00.000Z' });
 */
export const shareLinkSchema = z.object({
  id: z.string().check(z.minLength(1)),
  uniqueUrl: z.url({ protocol: /^https?$/ }),
  expiresAt: z.iso.datetime({ offset: true }),
});
