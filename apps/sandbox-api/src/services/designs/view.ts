import type { DesignDocument, DesignSelection, designs } from '../../db/schema.ts';
import { ASSETS_BASE_PATH } from '../assets/uploads.ts';

/** Where the session service is mounted (`SERVICE_BASE_PATHS.session`; a test keeps them equal). */
export const SESSION_BASE_PATH = '/session';

/** Where the selector service is mounted (`SERVICE_BASE_PATHS.selector`). */
export const SELECTOR_BASE_PATH = '/selector';

/**
 * The query parameter that makes a rendering-instruction or preview URL change whenever the
 * design does (spec section 7: "Rendering-instruction URLs get a timestamp parameter"): the
 * design's `updatedAt` in milliseconds, as `withCacheBusting` of `@storefront/designs` adds it.
 */
export const TIMESTAMP_PARAM = 'timestamp';

/** A design row. */
export type DesignRow = typeof designs.$inferSelect;

/** A design in the list: everything but the editor document. */
export interface DesignSummary {
  id: string;
  name: string;
  productKey: string;
  selection: DesignSelection;
  /** The store the design was made on. */
  storefrontId: string;
  previewAssetId: string | null;
  /** The preview image (`/assets/uploads/{previewAssetId}`) with `?timestamp=`, or `null`. */
  previewUrl: string | null;
  /** `…/renderingInstructions?timestamp=<updatedAt ms>`. */
  renderingInstructionsUrl: string;
  /** Size of the editor document, bytes of UTF-8 JSON. */
  documentBytes: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A design with its editor document (`GET /session/designs/{id}` and every change). */
export interface Design extends DesignSummary {
  document: DesignDocument;
}

/** The answer of a rendering-instructions route: what a renderer needs to draw the design. */
export interface RenderingInstructions {
  designId: string;
  version: number;
  name: string;
  productKey: string;
  /** The catalogue's current version of the product, `null` if it left the catalogue. */
  productVersion: number | null;
  /** The product's box style, `null` for products without one. */
  boxStyle: string | null;
  selection: DesignSelection;
  /**
   * The selector's surface attributes of the design's size (`dependencies:calculated`: the
   * printable panels the document's panels are placed on), or `null` without a `Size`.
   */
  surfacesUrl: string | null;
  previewUrl: string | null;
  document: DesignDocument;
  updatedAt: string;
}

/**
 * `url` with `?timestamp=<ms of updatedAt>`, replacing an earlier timestamp.
 *
 * @example
 * ```ts
 * withTimestamp('http://sandbox.test/a', new Date(1_700_000_000_000)); // 'http://sandbox.test/a?timestamp=1700000000000'
 * ```
 */
export function withTimestamp(url: string, updatedAt: Date): string {
  const parsed = new URL(url);
  parsed.searchParams.set(TIMESTAMP_PARAM, String(updatedAt.getTime()));
  return parsed.toString();
}

/** Paths of the rendering instructions: the owner's, or those of a share link. */
export type RenderingPath = { designId: string } | { shareId: string };

function renderingInstructionsPath(path: RenderingPath): string {
  return 'shareId' in path
    ? `${SESSION_BASE_PATH}/shared/${encodeURIComponent(path.shareId)}/renderingInstructions`
    : `${SESSION_BASE_PATH}/designs/${encodeURIComponent(path.designId)}/renderingInstructions`;
}

/**
 * The preview image URL of a design: its preview upload, stamped with `updatedAt`.
 *
 * @example
 * ```ts
 * previewUrl(row, 'http://127.0.0.1:4010'); // 'http://127.0.0.1:4010/assets/uploads/upl_…?timestamp=1700000000000'
 * ```
 */
export function previewUrl(row: DesignRow, origin: string): string | null {
  if (row.previewAssetId === null) return null;
  return withTimestamp(
    `${origin}${ASSETS_BASE_PATH}/uploads/${encodeURIComponent(row.previewAssetId)}`,
    row.updatedAt,
  );
}

/**
 * A design row as the list answers it, its URLs absolute under `origin`.
 *
 * @example
 * ```ts
 * designSummary(row, new URL(c.req.url).origin);
 * ```
 */
export function designSummary(
  row: DesignRow,
  origin: string,
  rendering: RenderingPath = { designId: row.id },
): DesignSummary {
  return {
    id: row.id,
    name: row.name,
    productKey: row.productKey,
    selection: row.selection,
    storefrontId: row.storefrontId,
    previewAssetId: row.previewAssetId,
    previewUrl: previewUrl(row, origin),
    renderingInstructionsUrl: withTimestamp(
      `${origin}${renderingInstructionsPath(rendering)}`,
      row.updatedAt,
    ),
    documentBytes: row.documentBytes,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A design row with its document, as every single-design route answers it.
 *
 * @example
 * ```ts
 * return c.json(designView(row, new URL(c.req.url).origin));
 * ```
 */
export function designView(
  row: DesignRow,
  origin: string,
  rendering: RenderingPath = { designId: row.id },
): Design {
  return { ...designSummary(row, origin, rendering), document: row.document };
}

/** The catalogue facts rendering instructions name. */
export interface RenderedProduct {
  version: number;
  boxStyle: string | null;
}

/**
 * The rendering instructions of a design: its document, selection and the URL of the
 * selector's surface attributes for its size.
 *
 * @example
 * ```ts
 * renderingInstructions(row, origin, await findProduct(db, row.productKey));
 * ```
 */
export function renderingInstructions(
  row: DesignRow,
  origin: string,
  product: RenderedProduct | undefined,
): RenderingInstructions {
  const size = row.selection['Size'];
  const surfacesUrl =
    product?.boxStyle && typeof size === 'string' && size.trim() !== ''
      ? `${origin}${SELECTOR_BASE_PATH}/products/${encodeURIComponent(row.productKey)}/versions/${
          product.version
        }/dependencies:calculated?Size=${encodeURIComponent(size)}`
      : null;
  return {
    designId: row.id,
    version: row.version,
    name: row.name,
    productKey: row.productKey,
    productVersion: product?.version ?? null,
    boxStyle: product?.boxStyle ?? null,
    selection: row.selection,
    surfacesUrl,
    previewUrl: previewUrl(row, origin),
    document: row.document,
    updatedAt: row.updatedAt.toISOString(),
  };
}
