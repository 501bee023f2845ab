import { eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import { shareLinks } from '../../db/schema.ts';
import { notFoundProblem, SandboxHttpError } from '../../http/problem.ts';
import { findUpload } from '../assets/uploads.ts';
import { findProduct, requireProduct } from '../catalog/catalog.ts';
import { authenticateOwner, claimMergedRows } from './owner.ts';
import type { Owner } from './owner.ts';
import {
  copyName,
  createDesignSchema,
  duplicateDesignSchema,
  measureDocument,
  parsePaging,
  readDesignBody,
  renameDesignSchema,
  updateDesignSchema,
} from './requests.ts';
import type { DesignChanges } from './store.ts';
import {
  deleteDesign,
  findDesignById,
  findOwnDesign,
  insertDesign,
  listDesigns,
  updateDesign,
} from './store.ts';
import type { Design, DesignSummary } from './view.ts';
import { designSummary, designView, renderingInstructions, SESSION_BASE_PATH } from './view.ts';

/** The answer of `GET /session/designs`. */
export interface DesignList {
  /** The page, most recently changed first, without documents. */
  designs: DesignSummary[];
  /** How many designs the owner has in all. */
  total: number;
  limit: number;
  offset: number;
}

/** The answer of `GET /session/shared/{shareId}/design`: a shared design, read-only. */
export interface SharedDesign {
  shareId: string;
  /** The sharer's name, as given to `generateUniqueURL`. */
  sharedBy: string;
  /** When the share link stops working. */
  expiresAt: string;
  design: Design;
}

/**
 * 404 for a design that does not exist or belongs to someone else.
 *
 * @example
 * ```ts
 * throw designNotFound('dsg_…'); // 404 { title: 'DesignNotFound', detail: 'There is no design "dsg_…"' }
 * ```
 */
export function designNotFound(id: string): SandboxHttpError {
  return new SandboxHttpError(404, 'DesignNotFound', `There is no design "${id}"`);
}

/**
 * 409 for a change made against an older version; the body names the current one.
 *
 * @example
 * ```ts
 * throw designVersionConflict(4); // 409 { title: 'DesignVersionConflict', detail: 'Please refresh and try again', currentVersion: 4 }
 * ```
 */
export function designVersionConflict(currentVersion: number): SandboxHttpError {
  return new SandboxHttpError(409, 'DesignVersionConflict', 'Please refresh and try again', {
    currentVersion,
  });
}

const shareLinkNotFound = () =>
  new SandboxHttpError(404, 'ShareLinkNotFound', 'Request is invalid or expired');

const validationError = (path: string, message: string) =>
  new SandboxHttpError(400, 'ValidationError', `${path}: ${message}`, {
    errors: [{ path, message }],
  });

const originOf = (c: Context) => new URL(c.req.url).origin;

/** `{id}:{action}` of the custom methods (`:rename`, `:duplicate`). */
function splitTarget(target: string): { id: string; action: string } | undefined {
  const colon = target.lastIndexOf(':');
  if (colon <= 0) return undefined;
  return { id: target.slice(0, colon), action: target.slice(colon + 1) };
}

/**
 * The designs routes of the session service, mounted under `/session` (bearer: a customer
 * access token or an anonymous token; a design belongs to one of them, and an anonymous
 * session's designs move to the customer it signs in as):
 *
 * - `GET /designs?limit=&offset=` → `{ designs, total, limit, offset }`
 * - `POST /designs` `{ name, productKey, selection?, document?, previewAssetId? }` → `201` design
 * - `GET /designs/{id}` → design; `PUT /designs/{id}` `{ version, …changes }` → design (409 when
 *   stale); `DELETE /designs/{id}` → 204
 * - `POST /designs/{id}:rename` `{ name, version? }` → design; `POST /designs/{id}:duplicate`
 *   `{ name? }` → `201` design 'Copy of …'
 * - `GET /designs/{id}/renderingInstructions` → the document, selection and surfaces URL
 * - `GET /shared/{shareId}/design` and `/shared/{shareId}/renderingInstructions`: a design
 *   shared by `generateUniqueURL`, read-only, no bearer
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.session, createDesignRoutes(context));
 * ```
 */
export function createDesignRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;

  const ownerOf = async (c: Context): Promise<Owner> => {
    const owner = await authenticateOwner(context, c.req.header('Authorization'));
    await claimMergedRows(context, owner);
    return owner;
  };

  const requireOwnDesign = async (owner: Owner, id: string) => {
    const row = await findOwnDesign(db, owner, id);
    if (!row) throw designNotFound(id);
    return row;
  };

  const productToDesign = (productKey: string) =>
    requireProduct(
      db,
      productKey,
      () =>
        new SandboxHttpError(400, 'UnknownProduct', `The catalogue has no product "${productKey}"`),
    );

  const checkPreviewAsset = async (assetId: string | null | undefined) => {
    if (assetId === null || assetId === undefined) return;
    const upload = await findUpload(db, assetId);
    if (!upload) throw validationError('previewAssetId', 'is not an uploaded file');
    if (upload.contentType === 'application/pdf') {
      throw validationError('previewAssetId', 'must be a PNG, JPEG or SVG image');
    }
  };

  const requireSharedDesign = async (shareId: string) => {
    const share = await firstRow(
      db.orm,
      shareLinks,
      eq(shareLinks.id, shareId),
      eq(shareLinks.kind, 'design'),
      gt(shareLinks.expiresAt, clock.now()),
    );
    if (!share?.designId) throw shareLinkNotFound();
    const row = await findDesignById(db, share.designId);
    if (!row) {
      throw new SandboxHttpError(404, 'DesignNotFound', 'The shared design was deleted');
    }
    return { share, row };
  };

  const changeOutcome = (
    outcome: Awaited<ReturnType<typeof updateDesign>>,
    id: string,
    c: Context,
  ) => {
    if (outcome.status === 'notFound') throw designNotFound(id);
    if (outcome.status === 'conflict') throw designVersionConflict(outcome.currentVersion);
    return c.json(designView(outcome.row, originOf(c)));
  };

  return (
    new Hono<SandboxEnv>()
      .get('/designs', async (c) => {
        const owner = await ownerOf(c);
        const page = parsePaging(c.req.query());
        const { rows, total } = await listDesigns(db, owner, page);
        const origin = originOf(c);
        const list: DesignList = {
          designs: rows.map((row) => designSummary(row, origin)),
          total,
          ...page,
        };
        return c.json(list);
      })

      .post('/designs', async (c) => {
        const owner = await ownerOf(c);
        const body = await readDesignBody(c, createDesignSchema);
        const document = body.document ?? {};
        const documentBytes = measureDocument(document);
        await productToDesign(body.productKey);
        await checkPreviewAsset(body.previewAssetId);
        const row = await insertDesign(
          db,
          owner,
          {
            name: body.name,
            productKey: body.productKey,
            selection: body.selection ?? {},
            document,
            documentBytes,
            previewAssetId: body.previewAssetId ?? null,
          },
          clock.now(),
        );
        c.header('Location', `${SESSION_BASE_PATH}/designs/${encodeURIComponent(row.id)}`);
        return c.json(designView(row, originOf(c)), 201);
      })

      .get('/designs/:id', async (c) => {
        const owner = await ownerOf(c);
        return c.json(designView(await requireOwnDesign(owner, c.req.param('id')), originOf(c)));
      })

      .put('/designs/:id', async (c) => {
        const id = c.req.param('id');
        const owner = await ownerOf(c);
        const { version, ...fields } = await readDesignBody(c, updateDesignSchema);
        const changes: DesignChanges = {};
        if (fields.name !== undefined) changes.name = fields.name;
        if (fields.selection !== undefined) changes.selection = fields.selection;
        if (fields.document !== undefined) {
          changes.document = fields.document;
          changes.documentBytes = measureDocument(fields.document);
        }
        if (fields.productKey !== undefined) {
          changes.productKey = (await productToDesign(fields.productKey)).productKey;
        }
        if (fields.previewAssetId !== undefined) {
          await checkPreviewAsset(fields.previewAssetId);
          changes.previewAssetId = fields.previewAssetId;
        }
        return changeOutcome(
          await updateDesign(db, owner, id, version, changes, clock.now()),
          id,
          c,
        );
      })

      .delete('/designs/:id', async (c) => {
        const id = c.req.param('id');
        const owner = await ownerOf(c);
        if (!(await deleteDesign(db, owner, id))) throw designNotFound(id);
        return c.body(null, 204);
      })

      // `{id}:rename` and `{id}:duplicate` are one path segment, which Hono cannot split.
      .post('/designs/:target', async (c) => {
        const target = splitTarget(c.req.param('target'));
        if (!target || (target.action !== 'rename' && target.action !== 'duplicate')) {
          return notFoundProblem(c);
        }
        const owner = await ownerOf(c);
        if (target.action === 'rename') {
          const body = await readDesignBody(c, renameDesignSchema);
          return changeOutcome(
            await updateDesign(
              db,
              owner,
              target.id,
              body.version,
              { name: body.name },
              clock.now(),
            ),
            target.id,
            c,
          );
        }
        const body = await readDesignBody(c, duplicateDesignSchema, { allowEmpty: true });
        const original = await requireOwnDesign(owner, target.id);
        const row = await insertDesign(
          db,
          owner,
          {
            name: body.name ?? copyName(original.name),
            productKey: original.productKey,
            selection: original.selection,
            document: original.document,
            documentBytes: original.documentBytes,
            previewAssetId: original.previewAssetId,
          },
          clock.now(),
        );
        c.header('Location', `${SESSION_BASE_PATH}/designs/${encodeURIComponent(row.id)}`);
        return c.json(designView(row, originOf(c)), 201);
      })

      .get('/designs/:id/renderingInstructions', async (c) => {
        const owner = await ownerOf(c);
        const row = await requireOwnDesign(owner, c.req.param('id'));
        return c.json(
          renderingInstructions(row, originOf(c), await findProduct(db, row.productKey)),
        );
      })

      .get('/shared/:shareId/design', async (c) => {
        const shareId = c.req.param('shareId');
        const { share, row } = await requireSharedDesign(shareId);
        const shared: SharedDesign = {
          shareId,
          sharedBy: share.name,
          expiresAt: share.expiresAt.toISOString(),
          design: designView(row, originOf(c), { shareId }),
        };
        return c.json(shared);
      })

      .get('/shared/:shareId/renderingInstructions', async (c) => {
        const { row } = await requireSharedDesign(c.req.param('shareId'));
        return c.json(
          renderingInstructions(row, originOf(c), await findProduct(db, row.productKey)),
        );
      })
  );
}
