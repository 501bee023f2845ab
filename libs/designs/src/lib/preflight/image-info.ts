import type { ArtworkContentType, ImageColorSpace } from '../editor/editor-document';

/**
 * What the first bytes of an artwork file tell: its type (from the bytes, not the name), and
 * for PNG and JPEG the pixel size, the resolution the file states and its colour space; for
 * SVG the aspect ratio of its `viewBox` or `width`/`height`.
 *
 * @example
 * const info: ImageInfo = { contentType: 'image/png', pixelWidth: 600, pixelHeight: 300, dpi: 72, colorSpace: 'rgb', aspectRatio: 2 };
 */
export interface ImageInfo {
  readonly contentType: ArtworkContentType;
  readonly pixelWidth: number | null;
  readonly pixelHeight: number | null;
  /** Dots per inch the file states (rounded to 0.1), `null` when it states none. */
  readonly dpi: number | null;
  readonly colorSpace: ImageColorSpace;
  /** Width / height, when known. */
  readonly aspectRatio: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const INCHES_PER_METRE = 39.37007874015748;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const uint32 = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) |
    ((bytes[at + 1] ?? 0) << 16) |
    ((bytes[at + 2] ?? 0) << 8) |
    (bytes[at + 3] ?? 0)) >>>
  0;

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

const roundDpi = (dpi: number) => Math.round(dpi * 10) / 10;

function readPng(bytes: Uint8Array): ImageInfo | undefined {
  // IHDR is the first chunk: length(4) 'IHDR'(4) width(4) height(4) depth(1) colour type(1).
  if (bytes.length < 26 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') {
    return undefined;
  }
  const pixelWidth = uint32(bytes, 16);
  const pixelHeight = uint32(bytes, 20);
  if (pixelWidth === 0 || pixelHeight === 0) return undefined;
  const colourType = bytes[25];
  const colorSpace: ImageColorSpace = colourType === 0 || colourType === 4 ? 'gray' : 'rgb';
  let dpi: number | null = null;
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'pHYs' && at + 17 <= bytes.length) {
      const perUnitX = uint32(bytes, at + 8);
      const perUnitY = uint32(bytes, at + 12);
      const unit = bytes[at + 16];
      if (unit === 1 && perUnitX > 0 && perUnitY > 0) {
        dpi = roundDpi(Math.min(perUnitX, perUnitY) / INCHES_PER_METRE);
      }
      break;
    }
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return {
    contentType: 'image/png',
    pixelWidth,
    pixelHeight,
    dpi,
    colorSpace,
    aspectRatio: pixelWidth / pixelHeight,
  };
}

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function readJpeg(bytes: Uint8Array): ImageInfo | undefined {
  let at = 2;
  let dpi: number | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = uint16(bytes, at + 2);
    if (length < 2) return undefined;
    const body = at + 4;
    if (marker === 0xe0 && String.fromCharCode(...bytes.subarray(body, body + 5)) === 'JFIF\0') {
      const units = bytes[body + 7];
      const x = uint16(bytes, body + 8);
      const y = uint16(bytes, body + 10);
      if (x > 0 && y > 0 && (units === 1 || units === 2)) {
        dpi = roundDpi(units === 1 ? Math.min(x, y) : Math.min(x, y) * 2.54);
      }
    }
    if (SOF_MARKERS.has(marker)) {
      const pixelHeight = uint16(bytes, body + 1);
      const pixelWidth = uint16(bytes, body + 3);
      const components = bytes[body + 5];
      if (pixelWidth === 0 || pixelHeight === 0) return undefined;
      const colorSpace: ImageColorSpace =
        components === 1
          ? 'gray'
          : components === 4
            ? 'cmyk'
            : components === 3
              ? 'rgb'
              : 'unknown';
      return {
        contentType: 'image/jpeg',
        pixelWidth,
        pixelHeight,
        dpi,
        colorSpace,
        aspectRatio: pixelWidth / pixelHeight,
      };
    }
    if (marker === 0xda) return undefined; // image data before any frame header
    at += 2 + length;
  }
  return undefined;
}

const SVG_UNITS: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
};

function svgLength(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!match) return null;
  const factor = SVG_UNITS[(match[2] ?? '').toLowerCase()] ?? 1;
  const length = Number(match[1]) * factor;
  return length > 0 ? length : null;
}

function readSvg(bytes: Uint8Array): ImageInfo | undefined {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return undefined;
  const before = text.slice(0, root.index).replace(/^\uFEFF/, '');
  // Only a prolog may come before the root: XML declaration, comments, doctype, whitespace.
  const prolog = before.replace(
    /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi,
    '',
  );
  if (prolog.trim() !== '') return undefined;
  const attributes = root[1] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attributes)?.[1];
  let aspectRatio: number | null = null;
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , width, height] = viewBox as [number, number, number, number];
    if (width > 0 && height > 0) aspectRatio = width / height;
  }
  if (aspectRatio === null) {
    const width = svgLength(attribute('width'));
    const height = svgLength(attribute('height'));
    if (width && height) aspectRatio = width / height;
  }
  return {
    contentType: 'image/svg+xml',
    pixelWidth: null,
    pixelHeight: null,
    dpi: null,
    colorSpace: 'unknown',
    aspectRatio,
  };
}

/**
 * Reads an artwork file's type, pixel size, stated resolution and colour space from its
 * bytes (no image library; only the headers are read). `undefined` when the bytes are not a
 * PDF, SVG, PNG or JPEG — whatever the file's name says.
 *
 * @example
 * const info = readImageInfo(new Uint8Array(await file.arrayBuffer()));
 * info?.contentType; // 'image/png'
 * info?.dpi; // 72
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return {
      contentType: 'application/pdf',
      pixelWidth: null,
      pixelHeight: null,
      dpi: null,
      colorSpace: 'unknown',
      aspectRatio: null,
    };
  }
  if (startsWith(bytes, PNG_SIGNATURE)) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
  return readSvg(bytes);
}
