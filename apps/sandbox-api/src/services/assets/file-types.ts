import type { AssetContentType } from '../../db/schema.ts';

// What an uploaded file is, read from its bytes rather than from what the client declared, and
// the pixel size of PNG and JPEG images read from their headers (no image library).

/** The types the assets service accepts, with the file extension used for default names. */
export const ASSET_TYPES: Readonly<
  Record<AssetContentType, { label: string; article: 'a' | 'an'; extension: string }>
> = {
  'application/pdf': { label: 'PDF document', article: 'a', extension: 'pdf' },
  'image/svg+xml': { label: 'SVG image', article: 'an', extension: 'svg' },
  'image/png': { label: 'PNG image', article: 'a', extension: 'png' },
  'image/jpeg': { label: 'JPEG image', article: 'a', extension: 'jpg' },
};

/** Declared types that say nothing about the file; the bytes decide alone. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** Spellings of the accepted types that clients send. */
const TYPE_ALIASES: Readonly<Record<string, AssetContentType>> = {
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf',
  'image/svg+xml': 'image/svg+xml',
  'image/svg': 'image/svg+xml',
  'image/png': 'image/png',
  'image/x-png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/** How many leading characters may precede an SVG's root element (prolog, comments). */
const SVG_PROLOG_WINDOW = 64 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The type of a file from its first bytes (magic numbers): `%PDF-`, the PNG signature, the
 * JPEG start-of-image marker, or an XML text whose root element is `<svg>` (after an optional
 * byte order mark, XML declaration, comments and doctype). `undefined` for anything else.
 *
 * @example
 * ```ts
 * detectFileType(new TextEncoder().encode('%PDF-1.7\n…')); // 'application/pdf'
 * detectFileType(new TextEncoder().encode('GIF89a…')); // undefined
 * ```
 */
export function detectFileType(bytes: Uint8Array): AssetContentType | undefined {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'application/pdf';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (isSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

function isSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8').decode(bytes.subarray(0, SVG_PROLOG_WINDOW));
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let at = 0;
  const skipTo = (end: string): boolean => {
    const found = text.indexOf(end, at);
    if (found < 0) return false;
    at = found + end.length;
    return true;
  };
  for (;;) {
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
    if (text.startsWith('<?', at)) {
      if (!skipTo('?>')) return false;
    } else if (text.startsWith('<!--', at)) {
      if (!skipTo('-->')) return false;
    } else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      // A doctype may carry an internal subset in brackets, which contains '>' itself.
      const subset = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      if (close < 0) return false;
      if (subset >= 0 && subset < close) {
        at = subset;
        if (!skipTo(']') || !skipTo('>')) return false;
      } else at = close + 1;
    } else break;
  }
  return /^<(svg:)?svg[\s/>]/.test(text.slice(at, at + 10));
}

/**
 * The accepted type a client declared (`Content-Type` of the body or of the multipart part),
 * parameters and case ignored: an accepted type, `'generic'` for none or
 * `application/octet-stream`, or `'other'` for any other type.
 *
 * @example
 * ```ts
 * declaredType('image/JPG; charset=binary'); // 'image/jpeg'
 * declaredType('image/gif'); // 'other'
 * ```
 */
export function declaredType(header: string | undefined): AssetContentType | 'generic' | 'other' {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (GENERIC_TYPES.has(type)) return 'generic';
  return TYPE_ALIASES[type] ?? 'other';
}

/** The pixel size of an image. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The pixel width and height of a PNG (its `IHDR` chunk) or JPEG (its start-of-frame
 * segment), or `undefined` when the header is missing or damaged. Other types have none.
 *
 * @example
 * ```ts
 * imageSize('image/png', pngBytes); // { width: 1200, height: 800 }
 * imageSize('application/pdf', pdfBytes); // undefined
 * ```
 */
export function imageSize(type: AssetContentType, bytes: Uint8Array): PixelSize | undefined {
  if (type === 'image/png') return pngSize(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  return undefined;
}

function uint32(bytes: Uint8Array, at: number): number {
  return (
    (bytes[at] ?? 0) * 2 ** 24 +
    ((bytes[at + 1] ?? 0) << 16) +
    ((bytes[at + 2] ?? 0) << 8) +
    (bytes[at + 3] ?? 0)
  );
}

function uint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) + (bytes[at + 1] ?? 0);
}

function sized(width: number, height: number): PixelSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

// PNG: 8-byte signature, then the IHDR chunk: length (4), 'IHDR', width (4), height (4).
function pngSize(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 24) return undefined;
  const chunkType = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunkType !== 'IHDR') return undefined;
  return sized(uint32(bytes, 16), uint32(bytes, 20));
}

// Start-of-frame markers C0–CF carry the size, except C4 (DHT), C8 (JPG) and CC (DAC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

// JPEG: segments `FF <marker> <length: 2 bytes, itself included> <payload>` after the FF D8
// start of image; a start-of-frame payload is precision (1), height (2), width (2), ….
function jpegSize(bytes: Uint8Array): PixelSize | undefined {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at] === 0xff) at += 1; // fill bytes
    const marker = bytes[at];
    at += 1;
    if (marker === undefined) return undefined;
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header: no size.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (at + 2 > bytes.length) return undefined;
    const length = uint16(bytes, at);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 7 > bytes.length) return undefined;
      return sized(uint16(bytes, at + 5), uint16(bytes, at + 3));
    }
    at += length;
  }
  return undefined;
}
