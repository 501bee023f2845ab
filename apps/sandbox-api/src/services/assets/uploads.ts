import { eq, inArray } from 'drizzle-orm';
import type { SandboxOrm } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { assetUploads } from '../../db/schema.ts';
import type { AssetContentType } from '../../db/schema.ts';
import { newId } from '../identity/secrets.ts';
import { ASSET_TYPES } from './file-types.ts';

type Db = { orm: SandboxOrm };

/** Where the assets service is mounted (`SERVICE_BASE_PATHS.assets`; a test keeps them equal). */
export const ASSETS_BASE_PATH = '/assets';

/** Largest upload: 25 MB (MiB). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Longest file name kept; longer names are shortened, keeping the extension. */
export const MAX_FILENAME_LENGTH = 255;

/** An upload's metadata row. */
export type UploadRow = typeof assetUploads.$inferSelect;

/** The URLs of one upload. */
export interface AssetLinks {
  /** The file itself, with its own type. */
  original: string;
  /** An image to show the file large: the image itself, or a drawn page for a PDF. */
  preview: string;
  /** An image to show the file small: the image itself, or a drawn tile for a PDF. */
  thumbnail: string;
}

/** The answer of `POST /assets/uploads`: an upload's metadata and links. */
export interface UploadView {
  id: string;
  filename: string;
  contentType: AssetContentType;
  bytes: number;
  /** Pixel width of a PNG or JPEG; `null` for PDF and SVG. */
  width: number | null;
  /** Pixel height of a PNG or JPEG; `null` for PDF and SVG. */
  height: number | null;
  /** Lowercase hex SHA-256 of the bytes. */
  sha256: string;
  createdAt: string;
  links: AssetLinks;
}

/** One entry of `GET /assets/links:query`. */
export interface AssetLinkEntry extends AssetLinks {
  assetId: string;
  filename: string;
  contentType: AssetContentType;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** The answer of `GET /assets/links:query`: links in the order asked, unknown ids apart. */
export interface AssetLinksResponse {
  links: AssetLinkEntry[];
  notFound: string[];
}

const UPLOAD_ID = /^upl_[0-9A-Za-z]{21}$/;

/**
 * A new upload id: `upl_` and 21 letters and digits.
 *
 * @example
 * ```ts
 * newUploadId(); // 'upl_V1StGXR8Z5jdHi6BmyTab'
 * ```
 */
export function newUploadId(): string {
  return newId('upl');
}

/**
 * Whether `id` has the shape of an upload id (checked before any lookup).
 *
 * @example
 * ```ts
 * isUploadId('upl_V1StGXR8Z5jdHi6BmyTab'); // true
 * isUploadId('../etc/passwd'); // false
 * ```
 */
export function isUploadId(id: string): boolean {
  return UPLOAD_ID.test(id);
}

/**
 * The absolute links of upload `id`, under the sandbox origin `origin`.
 *
 * @example
 * ```ts
 * assetLinks('http://127.0.0.1:4010', 'upl_V1StGXR8Z5jdHi6BmyTab').original;
 * // 'http://127.0.0.1:4010/assets/uploads/upl_V1StGXR8Z5jdHi6BmyTab'
 * ```
 */
export function assetLinks(origin: string, id: string): AssetLinks {
  const base = `${origin}${ASSETS_BASE_PATH}/uploads/${encodeURIComponent(id)}`;
  return { original: base, preview: `${base}/preview`, thumbnail: `${base}/thumbnail` };
}

/**
 * What the assets service answers about an upload row.
 *
 * @example
 * ```ts
 * return c.json(uploadView(row, new URL(c.req.url).origin), 201);
 * ```
 */
export function uploadView(row: UploadRow, origin: string): UploadView {
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    links: assetLinks(origin, row.id),
  };
}

/**
 * The upload with id `id`, or `undefined`.
 *
 * @example
 * ```ts
 * const upload = await findUpload(context.db, 'upl_V1StGXR8Z5jdHi6BmyTab');
 * ```
 */
export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  if (!isUploadId(id)) return undefined;
  const row = await firstRow(db.orm, assetUploads, eq(assetUploads.id, id));
  return row;
}

/**
 * The uploads among `ids`, in any order; ids that are not upload ids are skipped.
 *
 * @example
 * ```ts
 * const rows = await findUploads(context.db, ['upl_…', 'upl_…']);
 * ```
 */
export async function findUploads(db: Db, ids: readonly string[]): Promise<UploadRow[]> {
  const wanted = ids.filter(isUploadId);
  if (wanted.length === 0) return [];
  return db.orm.select().from(assetUploads).where(inArray(assetUploads.id, wanted));
}

/**
 * A file name as stored: the last path segment (browsers may send `C:\fakepath\logo.png`),
 * without control characters, trimmed and at most {@link MAX_FILENAME_LENGTH} characters
 * (keeping the extension); `upload.<ext>` of the detected type when nothing is left.
 *
 * @example
 * ```ts
 * cleanFilename('C:\\fakepath\\ logo.png ', 'image/png'); // 'logo.png'
 * cleanFilename('', 'application/pdf'); // 'upload.pdf'
 * ```
 */
export function cleanFilename(raw: string | undefined, type: AssetContentType): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') {
    return `upload.${ASSET_TYPES[type].extension}`;
  }
  const chars = [...cleaned];
  if (chars.length <= MAX_FILENAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  return [...chars.slice(0, MAX_FILENAME_LENGTH - extension.length), ...extension].join('');
}

/**
 * A `Content-Disposition` value that shows `filename` inline: an ASCII fallback plus the
 * UTF-8 name (RFC 6266 / RFC 5987).
 *
 * @example
 * ```ts
 * contentDisposition('Übersicht.pdf'); // `inline; filename="_bersicht.pdf"; filename*=UTF-8''%C3%9Cbersicht.pdf`
 * ```
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
