/**
 * Image widths of the spec (§9), in CSS pixels: the carousel slot, the overview and carousel
 * tiles, the intersected image and the high-resolution image.
 *
 * @example
 * IMAGE_WIDTHS.carousel; // 1500
 */
export const IMAGE_WIDTHS = Object.freeze({
  carousel: 1500,
  overviewTile: 300,
  carouselTile: 500,
  intersected: 714,
  highRes: 1319,
});

/**
 * Aspect (width ÷ height) of the carousel: 0.75 on phones, 2.5 on desktops.
 *
 * @example
 * const desktopHeight = IMAGE_WIDTHS.carousel / CAROUSEL_ASPECT.desktop; // 600
 */
export const CAROUSEL_ASPECT = Object.freeze({ mobile: 0.75, desktop: 2.5 });

/**
 * A product image as the content service gives it.
 *
 * @example
 * const image: ProductImage = { url: '/content/images/mailer.svg', width: 1319, height: 1319, alt: 'Mailer box' };
 */
export interface ProductImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The `<img>` attributes of a product image shown at most `slotWidth` wide: `width` and
 * `height` in the image's own aspect (so the browser reserves the space and nothing shifts),
 * never wider than the image itself; the first image of a page (`index` 0) loads eagerly
 * with high priority, the others lazily.
 *
 * @example
 * productImageAttributes({ url: '/a.svg', width: 1319, height: 1319, alt: 'Mailer' }, IMAGE_WIDTHS.carouselTile, 1);
 * // { src: '/a.svg', alt: 'Mailer', width: 500, height: 500, loading: 'lazy', decoding: 'async', fetchPriority: 'auto' }
 */
export function productImageAttributes(image: ProductImage, slotWidth: number, index: number) {
  const width = Math.max(1, Math.round(Math.min(image.width, slotWidth)));
  const height = Math.max(1, Math.round((width * image.height) / Math.max(1, image.width)));
  const first = index === 0;
  return {
    src: image.url,
    alt: image.alt,
    width,
    height,
    loading: first ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: first ? ('high' as const) : ('auto' as const),
  };
}
