import { describe, expect, it } from 'vitest';
import { ARTWORK_MAX_BYTES, artworkTypeOf, checkArtworkFile } from './artwork-file';

describe('checkArtworkFile', () => {
  it.each([
    ['artwork.pdf', 'application/pdf'],
    ['logo.svg', 'image/svg+xml'],
    ['logo.png', 'image/png'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.jpeg', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkArtworkFile({ name, type, size: 1000 })).toBeUndefined();
  });

  it('refuses other types with a clear message', () => {
    expect(checkArtworkFile({ name: 'logo.gif', type: 'image/gif', size: 10 })).toEqual({
      code: 'type',
      message: 'Only PDF, SVG, PNG and JPG files can be uploaded',
    });
    expect(checkArtworkFile({ name: 'notes', type: '', size: 10 })?.code).toBe('type');
  });

  it('refuses empty files and files over 25 MB', () => {
    expect(checkArtworkFile({ name: 'a.png', type: 'image/png', size: 0 })?.code).toBe('empty');
    expect(
      checkArtworkFile({ name: 'a.png', type: 'image/png', size: ARTWORK_MAX_BYTES }),
    ).toBeUndefined();
    expect(
      checkArtworkFile({ name: 'a.png', type: 'image/png', size: ARTWORK_MAX_BYTES + 1 }),
    ).toEqual({
      code: 'size',
      message: 'The file is larger than 25 MB',
    });
  });

  it('takes the declared type over the extension', () => {
    expect(artworkTypeOf({ name: 'logo.png', type: 'image/gif' })).toBeUndefined();
    expect(artworkTypeOf({ name: 'scan', type: 'image/jpg' })).toBe('image/jpeg');
  });
});
