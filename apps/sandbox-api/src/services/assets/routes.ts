import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { assetUploads } from '../../db/schema.ts';
import type { AssetContentType } from '../../db/schema.ts';
import { notFoundProblem, SandboxHttpError } from '../../http/problem.ts';
import { authenticateOwner, claimMergedRows } from '../designs/owner.ts';
import { createBlobStore } from './blob-store.ts';
import type { BlobStore } from './blob-store.ts';
import { ASSET_TYPES, declaredType, detectFileType, imageSize } from './file-types.ts';
import { readLimitedBytes } from '../../http/body.ts';
import { placeholderSvg } from './placeholder.ts';
import type { PreviewVariant } from './placeholder.ts';
import {
  assetLinks,
  cleanFilename,
  contentDisposition,
  findUpload,
  findUploads,
  MAX_UPLOAD_BYTES,
  newUploadId,
  uploadView,
} from './uploads.ts';
import type { AssetLinkEntry, AssetLinksResponse, UploadRow } from './uploads.ts';

/** Most asset ids one `links:query` may ask for. */
export const MAX_LINKS_QUERY_IDS = 100;

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Uploads never change under their id, so browsers and proxies may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** An SVG served from the sandbox's origin must not run scripts or load anything. */
const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

const ACCEPTED = 'Only PDF, SVG, PNG and JPEG files can be uploaded';

/** 'a PNG image', 'an SVG image', … */
const described = (type: AssetContentType) =>
  `${ASSET_TYPES[type].article} ${ASSET_TYPES[type].label}`;

const tooLarge = () =>
  new SandboxHttpError(
    413,
    'UploadTooLarge',
    `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  );

const assetNotFound = (id: string) =>
  new SandboxHttpError(404, 'AssetNotFound', `There is no uploaded file "${id}"`);

const validationError = (path: string, message: string) =>
  new SandboxHttpError(400, 'ValidationError', `${path}: ${message}`, {
    errors: [{ path, message }],
  });

/** A file as received, before it is checked. */
interface ReceivedFile {
  bytes: Uint8Array;
  filename: string | undefined;
  /** The `Content-Type` the client gave the body or the multipart part. */
  declared: string | undefined;
}

/** `filename="…"` or `filename*=UTF-8''…` of a `Content-Disposition` header. */
function dispositionFilename(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall back to the plain parameter
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1]
  );
}

/** Reads the upload of a multipart form (field `file`) or of a raw body. */
async function receiveFile(c: Context<SandboxEnv>): Promise<ReceivedFile> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const body = await readLimitedBytes(
      c.req.raw,
      MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
      tooLarge,
    );
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
    } catch {
      throw new SandboxHttpError(
        400,
        'BadRequest',
        'The request body is not a valid multipart form',
      );
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw validationError('file', 'is required');
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      filename: file.name,
      declared: file.type,
    };
  }
  const bytes = await readLimitedBytes(c.req.raw, MAX_UPLOAD_BYTES, tooLarge);
  return {
    bytes,
    filename: c.req.query('filename') ?? dispositionFilename(c.req.header('Content-Disposition')),
    declared: contentType,
  };
}

/**
 * The type of a received file, from its bytes: they must be a PDF, SVG, PNG or JPEG, and agree
 * with the declared type unless that says nothing (`application/octet-stream` or none).
 */
function checkedType(file: ReceivedFile): AssetContentType {
  if (file.bytes.byteLength === 0) {
    throw new SandboxHttpError(400, 'EmptyUpload', 'The file is empty');
  }
  const declared = declaredType(file.declared);
  const declaredText = (file.declared ?? '').split(';')[0]?.trim();
  if (declared === 'other') {
    throw new SandboxHttpError(415, 'UnsupportedMediaType', `${ACCEPTED} (got ${declaredText})`);
  }
  const detected = detectFileType(file.bytes);
  if (!detected) {
    throw declared === 'generic'
      ? new SandboxHttpError(415, 'UnsupportedMediaType', `${ACCEPTED}; this file is none of them`)
      : new SandboxHttpError(
          415,
          'FileTypeMismatch',
          `The file is not ${described(declared)}: its content does not match ${declaredText}`,
        );
  }
  if (declared !== 'generic' && declared !== detected) {
    throw new SandboxHttpError(
      415,
      'FileTypeMismatch',
      `The file is ${described(detected)}, not ${described(declared)} as sent (${declaredText})`,
    );
  }
  return detected;
}

const linksQuerySchema = z.object({
  assetIds: z
    .array(z.string().trim().min(1, { error: 'must not be empty' }), {
      error: (issue) => (issue.input === undefined ? undefined : 'must be a list of asset ids'),
    })
    .min(1, { error: 'must name at least one asset' })
    .max(MAX_LINKS_QUERY_IDS, { error: `must name at most ${MAX_LINKS_QUERY_IDS} assets` }),
});

/** The `inputJson` query parameter of `links:query`: `{ "assetIds": ["upl_…", …] }`. */
function parseLinksInput(inputJson: string | undefined): string[] {
  if (inputJson === undefined || inputJson.trim() === '') {
    throw validationError('inputJson', 'is required');
  }
  let input: unknown;
  try {
    input = JSON.parse(inputJson);
  } catch {
    throw validationError('inputJson', 'must be JSON: { "assetIds": ["upl_…"] }');
  }
  const parsed = linksQuerySchema.safeParse(input, {
    error: (issue) => (issue.input === undefined ? 'is required' : undefined),
  });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['inputJson', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const first = errors[0] ?? { path: 'inputJson', message: 'is invalid' };
    throw new SandboxHttpError(400, 'ValidationError', `${first.path}: ${first.message}`, {
      errors,
    });
  }
  return [...new Set(parsed.data.assetIds)];
}

/** Answers with the bytes of an upload (or a drawn stand-in), with caching headers. */
async function serveUpload(
  c: Context<SandboxEnv>,
  blobs: BlobStore,
  row: UploadRow,
  variant: 'original' | PreviewVariant,
): Promise<Response> {
  const drawn = variant !== 'original' && row.contentType === 'application/pdf';
  const etag = drawn ? `"${row.sha256}-${variant}"` : `"${row.sha256}"`;
  const headers: Record<string, string> = {
    'Cache-Control': IMMUTABLE_CACHE,
    ETag: etag,
    'Last-Modified': row.createdAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (drawn || row.contentType === 'image/svg+xml') {
    headers['Content-Security-Policy'] = SVG_CONTENT_SECURITY_POLICY;
  }
  const ifNoneMatch = c.req.header('If-None-Match');
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return c.body(null, 304, headers);
  }
  if (drawn) {
    const svg = placeholderSvg('PDF', row.filename, variant);
    return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
  }
  const blob = await blobs.get(row.id);
  if (!blob) throw assetNotFound(row.id);
  return c.body(blob.body, 200, {
    ...headers,
    'Content-Type': row.contentType,
    'Content-Length': String(blob.size),
    'Content-Disposition': contentDisposition(row.filename),
  });
}

/**
 * The assets service, mounted under `/assets`:
 *
 * - `POST /uploads` (bearer: customer or anonymous token): a PDF, SVG, PNG or JPEG of at most
 *   25 MB, as multipart field `file` or as the raw body with its `Content-Type` →
 *   `201 { id, filename, contentType, bytes, width, height, sha256, createdAt, links }`
 * - `GET /uploads/{id}`: the file, `GET /uploads/{id}/preview` and `/thumbnail`: an image of it
 * - `GET /links:query?inputJson={"assetIds":[…]}` → `{ links: [{ assetId, original, preview,
 *   thumbnail, … }], notFound }`
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.assets, createAssetRoutes(context));
 * ```
 */
export function createAssetRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;
  const blobs = createBlobStore(context.config.storage);

  const requireUpload = async (id: string) => {
    const row = await findUpload(db, id);
    if (!row) throw assetNotFound(id);
    return row;
  };

  return (
    new Hono<SandboxEnv>()
      .post('/uploads', async (c) => {
        const owner = await authenticateOwner(context, c.req.header('Authorization'));
        await claimMergedRows(context, owner);
        const file = await receiveFile(c);
        const contentType = checkedType(file);
        const size = imageSize(contentType, file.bytes);
        if ((contentType === 'image/png' || contentType === 'image/jpeg') && !size) {
          throw new SandboxHttpError(
            400,
            'InvalidImage',
            `The ${ASSET_TYPES[contentType].label} is damaged: its pixel size cannot be read`,
          );
        }

        const id = newUploadId();
        await blobs.put(id, file.bytes);
        let row: UploadRow;
        try {
          [row] = (await db.orm
            .insert(assetUploads)
            .values({
              id,
              storefrontId: owner.storefrontId,
              customerId: owner.kind === 'customer' ? owner.customerId : owner.mergedInto,
              anonymousId: owner.kind === 'anonymous' ? owner.anonymousId : null,
              filename: cleanFilename(file.filename, contentType),
              contentType,
              bytes: file.bytes.byteLength,
              width: size?.width ?? null,
              height: size?.height ?? null,
              sha256: createHash('sha256').update(file.bytes).digest('hex'),
              createdAt: clock.now(),
            })
            .returning()) as [UploadRow];
        } catch (error) {
          await blobs.remove(id);
          throw error;
        }
        const view = uploadView(row, new URL(c.req.url).origin);
        c.header('Location', new URL(view.links.original).pathname);
        return c.json(view, 201);
      })

      .get('/uploads/:id', async (c) =>
        serveUpload(c, blobs, await requireUpload(c.req.param('id')), 'original'),
      )
      .get('/uploads/:id/preview', async (c) =>
        serveUpload(c, blobs, await requireUpload(c.req.param('id')), 'preview'),
      )
      .get('/uploads/:id/thumbnail', async (c) =>
        serveUpload(c, blobs, await requireUpload(c.req.param('id')), 'thumbnail'),
      )

      // `links:query` is one path segment with a colon, which Hono cannot spell as a route.
      .get('/:method', async (c) => {
        if (c.req.param('method') !== 'links:query') return notFoundProblem(c);
        const ids = parseLinksInput(c.req.query('inputJson'));
        const rows = new Map((await findUploads(db, ids)).map((row) => [row.id, row]));
        const origin = new URL(c.req.url).origin;
        const answer: AssetLinksResponse = { links: [], notFound: [] };
        for (const id of ids) {
          const row = rows.get(id);
          if (!row) {
            answer.notFound.push(id);
            continue;
          }
          const entry: AssetLinkEntry = {
            assetId: row.id,
            filename: row.filename,
            contentType: row.contentType,
            bytes: row.bytes,
            width: row.width,
            height: row.height,
            ...assetLinks(origin, row.id),
          };
          answer.links.push(entry);
        }
        return c.json(answer);
      })
  );
}
