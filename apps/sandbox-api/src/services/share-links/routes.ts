import { eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import { shareLinks } from '../../db/schema.ts';
import type { ShareLinkKind, ShareLinkSelection } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { sendMail } from '../../outbox.ts';
import { findProduct } from '../catalog/catalog.ts';
import { authenticateOwner, claimMergedRows } from '../designs/owner.ts';
import { designNotFound } from '../designs/routes.ts';
import { findOwnDesign } from '../designs/store.ts';
import { isAllowedSiteUrl, requireStorefrontById } from '../identity/storefronts.ts';
import { optionalText, parseBody, requiredText } from '../catalog/request.ts';
import { DEFAULT_TIME_ZONE, TENANT_TIME_ZONES } from '../quotes/work-days.ts';
import { shareLinkMail } from './mails.ts';

/** How long a share link works: 30 days from its creation, on the sandbox clock. */
export const SHARE_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Length of a share link id (nanoid). */
export const SHARE_LINK_ID_LENGTH = 12;

const siteUrlMessage = 'must be an http(s) URL without query or fragment';

/** The body of `POST /session/generateUniqueURL` (contract 2), plus an optional mail `culture`. */
export const shareLinkRequestSchema = z
  .object({
    storefrontId: requiredText,
    siteUrl: z
      .string()
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: siteUrlMessage }))
      .refine((url) => !/[?#]/.test(url), { error: siteUrlMessage }),
    kind: z.enum(['product', 'design'], {
      error: (issue) => (issue.input === undefined ? undefined : "must be 'product' or 'design'"),
    }),
    productKey: optionalText,
    designId: optionalText,
    selection: z
      .record(
        z.string(),
        z.union([z.string(), z.number()], { error: 'must be a text or a number' }),
      )
      .optional(),
    name: requiredText.max(100, { error: 'must be at most 100 characters' }),
    email: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
    culture: optionalText,
  })
  .superRefine((body, context) => {
    if (body.kind === 'product' && body.productKey === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['productKey'],
        message: 'is required for a product link',
      });
    }
    if (body.kind === 'design' && body.designId === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['designId'],
        message: 'is required for a design link',
      });
    }
  });

/** The answer of `POST /session/generateUniqueURL`. */
export interface ShareLinkCreated {
  id: string;
  uniqueUrl: string;
  /** ISO 8601, {@link SHARE_LINK_LIFETIME_MS} after creation. */
  expiresAt: string;
}

/** The answer of `GET /session/shared/{id}`. */
export interface SharedLink {
  id: string;
  kind: ShareLinkKind;
  storefrontId: string;
  productKey: string | null;
  designId: string | null;
  /** `{}` when the link was made without a selection. */
  selection: ShareLinkSelection;
  /** The sharer's name. */
  name: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * The link a share points at: `${siteUrl}/product/${productKey}?share=${id}` for a product,
 * `${siteUrl}/shared-design/${id}` for a design, a trailing `/` of `siteUrl` dropped.
 *
 * @example
 * ```ts
 * shareUrl('https://boxup.example/', 'product', 'custom-mailer-box', 'V1StGXR8_Z5j');
 * // 'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j'
 * ```
 */
export function shareUrl(
  siteUrl: string,
  kind: ShareLinkKind,
  productKey: string | undefined,
  id: string,
): string {
  const base = siteUrl.replace(/\/+$/, '');
  return kind === 'product'
    ? `${base}/product/${encodeURIComponent(productKey ?? '')}?share=${encodeURIComponent(id)}`
    : `${base}/shared-design/${encodeURIComponent(id)}`;
}

const shareLinkNotFound = () =>
  new SandboxHttpError(404, 'ShareLinkNotFound', 'Request is invalid or expired');

/**
 * The share-link routes of the session service, mounted under `/session`:
 *
 * - `POST /generateUniqueURL` → `201 { id, uniqueUrl, expiresAt }`, the link stored and, when
 *   `email` is given, mailed to that address. A design link (any link naming a `designId`)
 *   needs the bearer token of the design's owner (customer or anonymous session), answered like the owner-only
 *   `GET /designs/{id}`: `401 InvalidToken` without a valid token, `404 DesignNotFound` for a
 *   design that is not the bearer's
 * - `GET /shared/{id}` → `200 { id, kind, storefrontId, productKey, designId, selection, name,
 *   createdAt, expiresAt }` until the link expires, then `404 ShareLinkNotFound`
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.session, createShareLinkRoutes(context));
 * ```
 */
export function createShareLinkRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;

  return new Hono<SandboxEnv>()
    .post('/generateUniqueURL', async (c) => {
      const body = await parseBody(c, shareLinkRequestSchema);
      if (body.designId !== undefined) {
        const owner = await authenticateOwner(context, c.req.header('Authorization'));
        await claimMergedRows(context, owner);
        if (!(await findOwnDesign(db, owner, body.designId))) throw designNotFound(body.designId);
      }
      const storefront = await requireStorefrontById(db, body.storefrontId);
      // The link is mailed and handed out: it may only point at the store's own site.
      if (!isAllowedSiteUrl(storefront.id, body.siteUrl)) {
        throw new SandboxHttpError(
          400,
          'InvalidSiteUrl',
          `siteUrl must be a page of the store "${storefront.id}" (its own site, or localhost in the sandbox)`,
        );
      }
      const product =
        body.productKey === undefined ? undefined : await findProduct(db, body.productKey);
      if (body.productKey !== undefined && !product) {
        throw new SandboxHttpError(
          400,
          'UnknownProduct',
          `The catalogue has no product "${body.productKey}"`,
        );
      }

      const id = nanoid(SHARE_LINK_ID_LENGTH);
      const createdAt = clock.now();
      const expiresAt = new Date(createdAt.getTime() + SHARE_LINK_LIFETIME_MS);
      const uniqueUrl = shareUrl(body.siteUrl, body.kind, body.productKey, id);
      const culture = body.culture ?? (storefront.tenant === 'germany' ? 'de' : 'en');
      await db.orm.insert(shareLinks).values({
        id,
        storefrontId: storefront.id,
        kind: body.kind,
        productKey: body.productKey ?? null,
        designId: body.designId ?? null,
        selection: body.selection ?? {},
        siteUrl: body.siteUrl,
        uniqueUrl,
        name: body.name,
        recipientEmail: body.email ?? null,
        culture,
        createdAt,
        expiresAt,
      });

      if (body.email !== undefined) {
        await sendMail(context, {
          to: body.email,
          ...shareLinkMail(
            {
              kind: body.kind,
              storefrontId: storefront.id,
              name: body.name,
              productTitle: product?.title,
              uniqueUrl,
              expiresAt,
              timeZone: TENANT_TIME_ZONES[storefront.tenant] ?? DEFAULT_TIME_ZONE,
            },
            culture,
          ),
        });
      }

      const created: ShareLinkCreated = { id, uniqueUrl, expiresAt: expiresAt.toISOString() };
      return c.json(created, 201);
    })

    .get('/shared/:id', async (c) => {
      const row = await firstRow(
        db.orm,
        shareLinks,
        eq(shareLinks.id, c.req.param('id')),
        gt(shareLinks.expiresAt, clock.now()),
      );
      if (!row) throw shareLinkNotFound();
      const shared: SharedLink = {
        id: row.id,
        kind: row.kind,
        storefrontId: row.storefrontId,
        productKey: row.productKey,
        designId: row.designId,
        selection: row.selection,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
      return c.json(shared);
    });
}
