import { describe, expect, it } from 'vitest';
import {
  IMAGE_BRANDS,
  IMAGE_SIZES,
  IMAGE_SUBJECTS,
  imageName,
  imageUrl,
  parseImageName,
} from './images.ts';
import type { ImageSize, ImageSpec } from './images.ts';

const ALL_SPECS: ImageSpec[] = IMAGE_BRANDS.flatMap((brand) =>
  IMAGE_SUBJECTS.flatMap((subject) =>
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => ({ brand, subject, size })),
  ),
);

describe('image names', () => {
  it('round-trip through parseImageName, with or without .svg', () => {
    for (const spec of ALL_SPECS) {
      expect(parseImageName(imageName(spec))).toEqual(spec);
      expect(parseImageName(`${imageName(spec)}.svg`)).toEqual(spec);
    }
  });

  it('tells carousel tiles from carousels and tiles', () => {
    expect(parseImageName('boxup-mailer-box-carousel-tile.svg')).toEqual({
      brand: 'boxup',
      subject: 'mailer-box',
      size: 'carousel-tile',
    });
    expect(parseImageName('ybd-hero-carousel')?.size).toBe('carousel');
    expect(parseImageName('kartonwerk-gable-box-sample-tile')?.subject).toBe('gable-box-sample');
  });

  it('are served under /content/images', () => {
    expect(imageUrl({ brand: 'ybd', subject: 'showroom', size: 'high-res' })).toBe(
      '/content/images/ybd-showroom-high-res.svg',
    );
  });

  it.each([
    'boxup',
    'boxup-mailer-box',
    'boxup-mailer-box-huge.svg',
    'acme-mailer-box-tile.svg',
    'boxup-teapot-tile.svg',
    '../boxup-mailer-box-tile.svg',
    'boxup-mailer-box-tile.png',
  ])('rejects %s', (name) => {
    expect(parseImageName(name)).toBeNull();
  });
});
