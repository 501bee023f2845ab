import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, productImageAttributes } from './product-images';

const square = { url: '/content/images/mailer.svg', width: 1319, height: 1319, alt: 'Mailer box' };

describe('productImageAttributes', () => {
  it('uses the spec widths', () => {
    expect(IMAGE_WIDTHS).toEqual({
      carousel: 1500,
      overviewTile: 300,
      carouselTile: 500,
      intersected: 714,
      highRes: 1319,
    });
  });

  it('loads the first image eagerly at its own size, never wider than the image', () => {
    expect(productImageAttributes(square, IMAGE_WIDTHS.carousel, 0)).toEqual({
      src: '/content/images/mailer.svg',
      alt: 'Mailer box',
      width: 1319,
      height: 1319,
      loading: 'eager',
      decoding: 'async',
      fetchPriority: 'high',
    });
  });

  it('loads later images lazily, scaled in their own aspect', () => {
    const wide = { url: '/wide.svg', width: 1500, height: 600, alt: '' };
    expect(productImageAttributes(wide, IMAGE_WIDTHS.carouselTile, 2)).toMatchObject({
      width: 500,
      height: 200,
      loading: 'lazy',
      fetchPriority: 'auto',
    });
  });
});
