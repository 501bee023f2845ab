import { describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes, svgBytes } from '../testing/artwork-fixtures';
import { readImageInfo } from './image-info';

describe('readImageInfo', () => {
  it('reads a PNG: pixel size, stated resolution and colour space', () => {
    expect(readImageInfo(pngBytes({ width: 640, height: 320, dpi: 72 }))).toEqual({
      contentType: 'image/png',
      pixelWidth: 640,
      pixelHeight: 320,
      dpi: 72,
      colorSpace: 'rgb',
      aspectRatio: 2,
    });
    expect(readImageInfo(pngBytes({ width: 10, height: 10, colourType: 0 }))).toMatchObject({
      dpi: null,
      colorSpace: 'gray',
    });
  });

  it('reads a JPEG: size, JFIF density and CMYK', () => {
    expect(readImageInfo(jpegBytes({ width: 1200, height: 800, dpi: 300 }))).toMatchObject({
      contentType: 'image/jpeg',
      pixelWidth: 1200,
      pixelHeight: 800,
      dpi: 300,
      colorSpace: 'rgb',
    });
    expect(readImageInfo(jpegBytes({ width: 10, height: 10, components: 4 }))?.colorSpace).toBe(
      'cmyk',
    );
  });

  it('knows vector files by their bytes: SVG with its aspect ratio, PDF', () => {
    expect(readImageInfo(svgBytes(300, 100))).toMatchObject({
      contentType: 'image/svg+xml',
      aspectRatio: 3,
      pixelWidth: null,
    });
    expect(readImageInfo(pdfBytes())?.contentType).toBe('application/pdf');
  });

  it('refuses what is none of them, whatever it is called', () => {
    expect(readImageInfo(new TextEncoder().encode('GIF89a……'))).toBeUndefined();
    expect(readImageInfo(new TextEncoder().encode('<html><svg></svg></html>'))).toBeUndefined();
    expect(readImageInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).toBeUndefined();
    expect(readImageInfo(new Uint8Array())).toBeUndefined();
  });
});
