import { deflateSync } from 'node:zlib';

// Small, well-formed files of each accepted type, made in code for tests and demos (no binary
// fixtures in the repository).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])));
  return Buffer.concat([head, typeBytes, data, crc]);
}

/**
 * A valid PNG of `width` × `height` pixels, all one RGB colour.
 *
 * @example
 * ```ts
 * const png = samplePng(640, 480); // Uint8Array starting with 89 50 4E 47
 * ```
 */
export function samplePng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', pixels),
      pngChunk('IEND', new Uint8Array(0)),
    ]),
  );
}

function jpegSegment(marker: number, payload: Uint8Array): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt8(0xff, 0);
  head.writeUInt8(marker, 1);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * The headers of a baseline JPEG of `width` × `height` pixels: start of image, a JFIF APP0
 * segment (with `dpi` as its density), an EXIF-like APP1 segment, a start-of-frame and the end
 * of image. Enough for anything that reads JPEG headers; there is no scan data.
 *
 * @example
 * ```ts
 * const jpeg = sampleJpeg(1200, 800); // Uint8Array starting with FF D8 FF
 * ```
 */
export function sampleJpeg(width: number, height: number, dpi = 72): Uint8Array {
  const jfif = Buffer.alloc(14);
  jfif.write('JFIF\0', 0, 'latin1');
  jfif.writeUInt8(1, 5);
  jfif.writeUInt8(2, 6);
  jfif.writeUInt8(1, 7); // density in dots per inch
  jfif.writeUInt16BE(dpi, 8);
  jfif.writeUInt16BE(dpi, 10);
  const exif = Buffer.from('Exif\0\0sandbox', 'latin1');
  const frame = Buffer.alloc(15);
  frame.writeUInt8(8, 0); // precision
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.writeUInt8(3, 5); // components
  for (let i = 0; i < 3; i += 1) frame.set([i + 1, 0x11, 0], 6 + i * 3);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xe0, jfif),
      jpegSegment(0xe1, exif),
      jpegSegment(0xc0, frame),
      Buffer.from([0xff, 0xd9]),
    ]),
  );
}

/**
 * A small SVG logo, with an XML declaration and a comment before its root element.
 *
 * @example
 * ```ts
 * const svg = sampleSvg(); // '<?xml version="1.0"?>…<svg …>'
 * ```
 */
export function sampleSvg(): Uint8Array {
  return new TextEncoder().encode(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- BoxUp logo -->',
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">',
      '<rect width="120" height="40" rx="6" fill="#1d4ed8"/>',
      '<text x="60" y="26" text-anchor="middle" fill="#fff" font-family="sans-serif">BoxUp</text>',
      '</svg>',
    ].join('\n'),
  );
}

/**
 * A one-page PDF (US letter) with a line of text, cross-reference table included.
 *
 * @example
 * ```ts
 * const pdf = samplePdf(); // Uint8Array starting with '%PDF-1.4'
 * ```
 */
export function samplePdf(): Uint8Array {
  const stream = 'BT /F1 24 Tf 72 700 Td (Sandbox artwork) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}
