// Test and story fixtures ('@storefront/designs/testing'): tiny artwork files made in code,
// with real headers (PNG IHDR/pHYs with CRCs, JPEG JFIF and SOF0), so preflight, the upload
// button and the assets service read them as they would a real file.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const u16 = (value: number) => [(value >>> 8) & 255, value & 255];

function chunk(type: string, data: number[]): number[] {
  const typed = [...type].map((c) => c.charCodeAt(0));
  const crc = crc32(new Uint8Array([...typed, ...data]));
  return [...u32(data.length), ...typed, ...data, ...u32(crc)];
}

/** A PNG header of the given pixel size, optionally stating a resolution (pHYs). */
export function pngBytes({
  width,
  height,
  dpi,
  colourType = 2,
}: {
  width: number;
  height: number;
  dpi?: number;
  colourType?: 0 | 2 | 3 | 4 | 6;
}): Uint8Array {
  const ihdr = chunk('IHDR', [...u32(width), ...u32(height), 8, colourType, 0, 0, 0]);
  const phys =
    dpi === undefined
      ? []
      : chunk('pHYs', [...u32(Math.round(dpi / 0.0254)), ...u32(Math.round(dpi / 0.0254)), 1]);
  // One zlib-compressed empty scanline is enough for header readers.
  const idat = chunk('IDAT', [0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);
  return new Uint8Array([
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    ...ihdr,
    ...phys,
    ...idat,
    ...chunk('IEND', []),
  ]);
}

/** A JPEG header (JFIF + SOF0) of the given pixel size, components and resolution. */
export function jpegBytes({
  width,
  height,
  components = 3,
  dpi = 72,
}: {
  width: number;
  height: number;
  components?: 1 | 3 | 4;
  dpi?: number;
}): Uint8Array {
  const app0 = [
    0xff,
    0xe0,
    ...u16(16),
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    1,
    1,
    1,
    ...u16(dpi),
    ...u16(dpi),
    0,
    0,
  ];
  const sof = [
    0xff,
    0xc0,
    ...u16(8 + components * 3),
    8,
    ...u16(height),
    ...u16(width),
    components,
  ];
  for (let i = 1; i <= components; i += 1) sof.push(i, 0x11, 0);
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

/** A small SVG logo. */
export function svgBytes(width = 200, height = 100): Uint8Array {
  return new TextEncoder().encode(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#0f766e"/></svg>`,
  );
}

/** The smallest PDF header the assets service accepts. */
export function pdfBytes(): Uint8Array {
  return new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
}

/** A `File` of the given bytes (jsdom and browsers). */
export function artworkFile(bytes: Uint8Array, name: string, type: string): File {
  return new File([bytes.slice().buffer as ArrayBuffer], name, { type });
}
