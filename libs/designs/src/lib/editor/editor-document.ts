import { z } from 'zod';
import { DesignsError } from '../designs-error';
import type { DielineStyleId } from '../dielines/dieline-model';
import { DIELINE_STYLE_IDS } from '../dielines/dieline-model';

/**
 * The version of the editor document format; stored in every document as `schemaVersion`.
 *
 * @example
 * EDITOR_DOCUMENT_SCHEMA_VERSION; // 1
 */
export const EDITOR_DOCUMENT_SCHEMA_VERSION = 1;

/**
 * The font families the designer offers for text: fonts every browser and the print renderer
 * have, so a design looks the same everywhere.
 *
 * @example
 * EDITOR_FONTS[0]; // 'Arial'
 */
export const EDITOR_FONTS = [
  'Arial',
  'Georgia',
  'Times New Roman',
  'Courier New',
  'Verdana',
  'Trebuchet MS',
] as const;

/**
 * A font family of {@link EDITOR_FONTS}.
 *
 * @example
 * const font: EditorFont = 'Georgia';
 */
export type EditorFont = (typeof EDITOR_FONTS)[number];

/**
 * Most objects one document may hold (keeps documents well under the session service's 2 MB).
 *
 * @example
 * EDITOR_MAX_OBJECTS; // 200
 */
export const EDITOR_MAX_OBJECTS = 200;

/**
 * Smallest width or height of a placed object, inches.
 *
 * @example
 * EDITOR_MIN_OBJECT_SIZE; // 0.1
 */
export const EDITOR_MIN_OBJECT_SIZE = 0.1;

/**
 * Line height of text, as a multiple of the font size.
 *
 * @example
 * EDITOR_TEXT_LINE_HEIGHT; // 1.2
 */
export const EDITOR_TEXT_LINE_HEIGHT = 1.2;

/**
 * The colour space of an uploaded image, read from its file: `rgb` for RGB (and palette) PNG
 * and YCbCr/RGB JPEG, `cmyk` for four-channel JPEG, `gray` for greyscale, `unknown` for
 * vector files and anything unread.
 *
 * @example
 * const space: ImageColorSpace = 'rgb';
 */
export type ImageColorSpace = 'rgb' | 'cmyk' | 'gray' | 'unknown';

/**
 * File types an uploaded image can have (those the assets service accepts).
 *
 * @example
 * const type: ArtworkContentType = 'image/png';
 */
export type ArtworkContentType = 'application/pdf' | 'image/svg+xml' | 'image/png' | 'image/jpeg';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'must be a #rrggbb colour' });
const coordinate = z.number().finite();
const size = z.number().finite().min(EDITOR_MIN_OBJECT_SIZE);
const styleIds = DIELINE_STYLE_IDS as readonly [DielineStyleId, ...DielineStyleId[]];

const objectBase = {
  id: z.string().min(1).max(64),
  panelId: z.string().min(1).max(64),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
};

/** An image or logo placed on a panel. */
const imageObjectSchema = z.object({
  ...objectBase,
  type: z.literal('image'),
  assetId: z.string().min(1),
  /** The URL the picture is drawn from (the upload, or its preview image for a PDF). */
  src: z.string().min(1),
  filename: z.string(),
  contentType: z.enum(['application/pdf', 'image/svg+xml', 'image/png', 'image/jpeg']),
  pixelWidth: z.number().int().positive().nullable(),
  pixelHeight: z.number().int().positive().nullable(),
  colorSpace: z.enum(['rgb', 'cmyk', 'gray', 'unknown']),
});

/** A line or block of text placed on a panel. */
const textObjectSchema = z.object({
  ...objectBase,
  type: z.literal('text'),
  text: z.string().max(500),
  fontFamily: z.enum(EDITOR_FONTS),
  /** Points (1/72 in). */
  fontSize: z.number().finite().min(4).max(400),
  colour: hexColour,
  bold: z.boolean(),
  italic: z.boolean(),
  align: z.enum(['left', 'center', 'right']),
});

const editorObjectSchema = z.discriminatedUnion('type', [imageObjectSchema, textObjectSchema]);

/**
 * The zod schema of an editor document, used when a stored design is opened.
 *
 * @example
 * editorDocumentSchema.safeParse(design.document).success;
 */
export const editorDocumentSchema = z.object({
  schemaVersion: z.literal(EDITOR_DOCUMENT_SCHEMA_VERSION),
  style: z.enum(styleIds),
  size: z.object({
    length: z.number().finite().positive(),
    width: z.number().finite().positive(),
    depth: z.number().finite().positive(),
    thickness: z.number().finite().positive().optional(),
  }),
  backgrounds: z.record(z.string().min(1).max(64), hexColour),
  objects: z.array(editorObjectSchema).max(EDITOR_MAX_OBJECTS),
});

/**
 * An image placed on a panel: where (panel frame coordinates, inches), which upload, and
 * what preflight needs (pixel size, colour space).
 *
 * @example
 * const logo: EditorImageObject = {
 *   type: 'image', id: 'logo1', panelId: 'top', x: 1, y: 1, width: 2, height: 1,
 *   assetId: 'upl_V1StGXR8Z5jdHi6BmyTab', src: 'https://assets.example/uploads/upl_V1StGXR8Z5jdHi6BmyTab',
 *   filename: 'logo.png', contentType: 'image/png', pixelWidth: 600, pixelHeight: 300, colorSpace: 'rgb',
 * };
 */
export type EditorImageObject = z.output<typeof imageObjectSchema>;

/**
 * Text placed on a panel, with font family, size in points, colour and style.
 *
 * @example
 * const text: EditorTextObject = {
 *   type: 'text', id: 't1', panelId: 'top', x: 1, y: 1, width: 4, height: 0.5,
 *   text: 'Hello', fontFamily: 'Georgia', fontSize: 24, colour: '#1f2937', bold: false, italic: false, align: 'center',
 * };
 */
export type EditorTextObject = z.output<typeof textObjectSchema>;

/**
 * Anything placed on a panel.
 *
 * @example
 * const label = (object: EditorObject) => (object.type === 'text' ? object.text : object.filename);
 */
export type EditorObject = EditorImageObject | EditorTextObject;

/**
 * A design as the template designer edits it and the session service stores it (plain JSON):
 * the box style and inside size (inches), a background colour per panel, and the placed
 * objects from bottom to top. Object positions are in the upright frame of their panel
 * (see `panelFrames`), in inches.
 *
 * @example
 * const document: EditorDocument = createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 });
 */
export type EditorDocument = z.output<typeof editorDocumentSchema>;

/**
 * The inside size of the box a document is for, inches (thickness optional).
 *
 * @example
 * const size: EditorBoxSize = { length: 9, width: 6, depth: 3 };
 */
export type EditorBoxSize = EditorDocument['size'];

/**
 * An empty document for a box style and inside size (inches).
 *
 * @example
 * createEditorDocument('shipper', { length: 12, width: 12, depth: 12 });
 * // { schemaVersion: 1, style: 'shipper', size: { length: 12, width: 12, depth: 12 }, backgrounds: {}, objects: [] }
 */
export function createEditorDocument(style: DielineStyleId, size: EditorBoxSize): EditorDocument {
  return {
    schemaVersion: EDITOR_DOCUMENT_SCHEMA_VERSION,
    style,
    size: { ...size },
    backgrounds: {},
    objects: [],
  };
}

/**
 * Reads a stored document (e.g. `design.document` from the session service). Throws a
 * `DesignsError` with code `INVALID_DESIGN_DOCUMENT` naming the first field at fault when it
 * is not an editor document.
 *
 * @example
 * const document = parseEditorDocument(design.document);
 */
export function parseEditorDocument(input: unknown): EditorDocument {
  const parsed = editorDocumentSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'document';
  throw new DesignsError({
    code: 'INVALID_DESIGN_DOCUMENT',
    message: `The design cannot be opened: ${field} ${issue?.message ?? 'is invalid'}`,
    field,
    cause: parsed.error,
  });
}

/**
 * The height of a text object for its lines and font size, inches.
 *
 * @example
 * textHeight('Hello\nWorld', 36); // 1.2 (2 lines x 36 pt x 1.2)
 */
export function textHeight(text: string, fontSize: number): number {
  const lines = Math.max(1, text.split('\n').length);
  return Math.max(EDITOR_MIN_OBJECT_SIZE, (lines * fontSize * EDITOR_TEXT_LINE_HEIGHT) / 72);
}

/**
 * A short label for an object, for lists and preflight messages: the file name of an image,
 * the first line of a text (at most 40 characters).
 *
 * @example
 * objectLabel({ ...text, text: 'Thank you for your order!' }); // 'Thank you for your order!'
 */
export function objectLabel(object: EditorObject): string {
  if (object.type === 'image') return object.filename;
  const firstLine = object.text.split('\n')[0]?.trim() ?? '';
  const chars = [...firstLine];
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : firstLine;
}
