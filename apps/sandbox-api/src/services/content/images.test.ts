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
import { PALETTES } from './illustrations/brand-palettes.ts';
import { renderImageSvg } from './illustrations/render-image-svg.ts';

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

describe('renderImageSvg', () => {
  it('draws every subject for every brand at the intrinsic size of its slot', () => {
    for (const spec of ALL_SPECS) {
      const svg = renderImageSvg(spec);
      const { width, height } = IMAGE_SIZES[spec.size];
      expect(svg).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" `),
      );
      expect(svg).toMatch(/<title id="title">[^<]+<\/title>/);
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('uses the brand colours', () => {
    expect(renderImageSvg({ brand: 'boxup', subject: 'mailer-box', size: 'tile' })).toContain(
      '#a84a0c',
    );
    expect(renderImageSvg({ brand: 'ybd', subject: 'mailer-box', size: 'tile' })).toContain(
      '#d4af37',
    );
    expect(renderImageSvg({ brand: 'kartonwerk', subject: 'mailer-box', size: 'tile' })).toContain(
      '#0d6e66',
    );
  });

  it('puts the wordmark on carousel images and a $1 badge on samples', () => {
    expect(renderImageSvg({ brand: 'kartonwerk', subject: 'hero', size: 'carousel' })).toContain(
      '>Kartonwerk</text>',
    );
    expect(renderImageSvg({ brand: 'boxup', subject: 'gable-box-sample', size: 'tile' })).toContain(
      '>$1</text>',
    );
  });

  it.each(IMAGE_BRANDS)(
    "draws %s's phone carousel for a tall frame: the wordmark above the boxes",
    (brand) => {
      expect(IMAGE_SIZES['carousel-mobile']).toEqual({ width: 1500, height: 2000 });
      expect(parseImageName(`${brand}-hero-carousel-mobile.svg`)).toEqual({
        brand,
        subject: 'hero',
        size: 'carousel-mobile',
      });
      const svg = renderImageSvg({ brand, subject: 'hero', size: 'carousel-mobile' });
      expect(svg).toMatch(/^<svg [^>]*width="1500" height="2000" viewBox="0 0 600 800"/);
      // The wordmark is centred on the 600-wide canvas, above the scene, which starts at 300.
      const wordmark = /<text x="300" y="(\d+)"[^>]*text-anchor="middle">([^<]+)<\/text>/.exec(svg);
      expect(Number(wordmark?.[1])).toBeLessThan(300);
      expect(wordmark?.[2]).toBe(PALETTES[brand].wordmark);
      const points = [...svg.matchAll(/points="([^"]+)"/g)].flatMap((match) =>
        (match[1] ?? '').split(' ').map((pair) => pair.split(',').map(Number)),
      );
      for (const [x = NaN, y = NaN] of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(600);
        expect(y).toBeGreaterThanOrEqual(300);
        expect(y).toBeLessThanOrEqual(800);
      }
    },
  );

  it('is the same drawing every time', () => {
    const spec: ImageSpec = { brand: 'ybd', subject: 'gift-mailer-box', size: 'intersected' };
    expect(renderImageSvg(spec)).toBe(renderImageSvg(spec));
  });
});
