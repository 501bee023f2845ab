import { describe, expect, it } from 'vitest';
import { declaredType, detectFileType, imageSize } from './file-types.ts';
import { samplePdf, samplePng, sampleJpeg, sampleSvg } from './sample-files.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('detectFileType', () => {
  it.each([
    ['a PDF', samplePdf(), 'application/pdf'],
    ['a PNG', samplePng(2, 2), 'image/png'],
    ['a JPEG', sampleJpeg(2, 2), 'image/jpeg'],
    ['an SVG with declaration and comment', sampleSvg(), 'image/svg+xml'],
    ['a bare SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['an SVG with a byte order mark', text('\ufeff  <svg>\n</svg>'), 'image/svg+xml'],
    [
      'an SVG with a doctype and internal subset',
      text('<?xml version="1.0"?><!DOCTYPE svg [ <!ENTITY a "b"> ]><svg></svg>'),
      'image/svg+xml',
    ],
    ['an SVG in the svg namespace prefix', text('<svg:svg xmlns:svg="…"/>'), 'image/svg+xml'],
  ])('recognises %s', (_, bytes, type) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it.each([
    ['a GIF', text('GIF89a\u0001\u0000')],
    ['HTML', text('<!doctype html><html><body><svg></svg></body></html>')],
    ['an element named svgx', text('<svgx></svgx>')],
    ['an unclosed comment before svg', text('<!-- <svg>')],
    ['plain text', text('hello')],
    ['a PDF signature too short', text('%PDF')],
    ['a PNG signature cut short', samplePng(2, 2).subarray(0, 6)],
    ['nothing', new Uint8Array(0)],
  ])('does not take %s for an accepted type', (_, bytes) => {
    expect(detectFileType(bytes)).toBeUndefined();
  });
});

describe('declaredType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/JPG; q=1', 'image/jpeg'],
    ['image/pjpeg', 'image/jpeg'],
    ['application/x-pdf', 'application/pdf'],
    ['image/svg+xml; charset=utf-8', 'image/svg+xml'],
    ['application/octet-stream', 'generic'],
    ['', 'generic'],
    [undefined, 'generic'],
    ['image/gif', 'other'],
    ['text/plain', 'other'],
  ])('reads %j as %s', (header, expected) => {
    expect(declaredType(header)).toBe(expected);
  });
});

describe('imageSize', () => {
  // The sample JPEG has APP segments before its frame header, which the reader skips.
  it.each([
    ['image/png', 1, 1, samplePng],
    ['image/png', 640, 480, samplePng],
    ['image/png', 4000, 3000, samplePng],
    ['image/jpeg', 1, 1, sampleJpeg],
    ['image/jpeg', 1200, 800, sampleJpeg],
    ['image/jpeg', 65535, 300, sampleJpeg],
  ] as const)('reads the size of a %s of %i × %i', (type, width, height, sample) => {
    expect(imageSize(type, sample(width, height))).toEqual({ width, height });
  });

  it('reads a progressive JPEG frame (SOF2) and skips fill bytes', () => {
    const bytes = sampleJpeg(300, 200);
    const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
    bytes[sof + 1] = 0xc2;
    const padded = new Uint8Array([...bytes.subarray(0, sof), 0xff, 0xff, ...bytes.subarray(sof)]);

    expect(imageSize('image/jpeg', padded)).toEqual({ width: 300, height: 200 });
  });

  it('finds no size in damaged headers', () => {
    const png = samplePng(10, 10);
    const noIhdr = png.slice();
    noIhdr.set(text('IDAT'), 12);
    const zeroWidth = png.slice();
    zeroWidth.set([0, 0, 0, 0], 16);
    const jpegWithoutFrame = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);
    const jpegCutShort = sampleJpeg(10, 10).subarray(0, 30);

    expect(imageSize('image/png', png.subarray(0, 20))).toBeUndefined();
    expect(imageSize('image/png', noIhdr)).toBeUndefined();
    expect(imageSize('image/png', zeroWidth)).toBeUndefined();
    expect(imageSize('image/jpeg', jpegWithoutFrame)).toBeUndefined();
    expect(imageSize('image/jpeg', jpegCutShort)).toBeUndefined();
  });

  it('has no pixel size for PDF and SVG', () => {
    expect(imageSize('application/pdf', samplePdf())).toBeUndefined();
    expect(imageSize('image/svg+xml', sampleSvg())).toBeUndefined();
  });
});
