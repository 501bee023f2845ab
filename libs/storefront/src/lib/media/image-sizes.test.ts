import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, LINK_PREFETCH_MARGIN_PX, carouselRenditions, slotSize } from './image-sizes';

describe('image sizes of the spec', () => {
  it('has the carousel, tile, intersected and high-res widths and the prefetch margin', () => {
    expect(IMAGE_SIZES).toEqual({
      carousel: { width: 1500, mobileAspectRatio: 0.75, desktopAspectRatio: 2.5 },
      overviewTile: 300,
      carouselTile: 500,
      intersected: 714,
      highRes: 1319,
    });
    expect(LINK_PREFETCH_MARGIN_PX).toBe(200);
  });

  it('gives the carousel 1500 × 2000 on phones and 1500 × 600 from the sm breakpoint', () => {
    expect(carouselRenditions()).toEqual({
      mobile: { width: 1500, height: 2000 },
      desktop: { width: 1500, height: 600, media: '(min-width: 600px)' },
    });
  });

  it('keeps an image’s aspect ratio in a slot, and makes a square of an unsized one', () => {
    expect(slotSize({ width: 600, height: 400 }, 300)).toEqual({ width: 300, height: 200 });
    expect(slotSize({ width: 500, height: 500 }, 500)).toEqual({ width: 500, height: 500 });
    expect(slotSize({ width: 0, height: 0 }, 300)).toEqual({ width: 300, height: 300 });
  });
});
