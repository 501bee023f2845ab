import { BREAKPOINTS } from '../breakpoints';

/**
 * The spec's image slots (section 9): the home carousel is 1500 wide with an aspect ratio
 * (width / height) of 0.75 on phones and 2.5 from the `sm` breakpoint up; overview tiles are
 * 300, carousel tiles 500, intersected images 714 and high-resolution images 1319 wide.
 *
 * @example
 * IMAGE_SIZES.carousel.width; // 1500
 * IMAGE_SIZES.overviewTile; // 300
 */
export const IMAGE_SIZES = {
  carousel: { width: 1500, mobileAspectRatio: 0.75, desktopAspectRatio: 2.5 },
  overviewTile: 300,
  carouselTile: 500,
  intersected: 714,
  highRes: 1319,
} as const;

/**
 * The link prefetch margin of the spec: a link's page starts loading when the link comes
 * within this many CSS pixels of the viewport.
 *
 * @example
 * new IntersectionObserver(onNear, { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` });
 */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** The intrinsic box of one carousel rendition. */
export interface CarouselRendition {
  width: number;
  height: number;
  /** The media query the rendition is for (`undefined`: phones, the default). */
  media?: string;
}

/**
 * The two carousel renditions: phones (1500 × 2000, aspect 0.75) and from the `sm`
 * breakpoint (600 px) up (1500 × 600, aspect 2.5). Width and height are given so the browser
 * reserves the slot before the image loads (no layout shift).
 *
 * @example
 * carouselRenditions();
 * // { mobile: { width: 1500, height: 2000 },
 * //   desktop: { width: 1500, height: 600, media: '(min-width: 600px)' } }
 */
export function carouselRenditions(): { mobile: CarouselRendition; desktop: CarouselRendition } {
  const { width, mobileAspectRatio, desktopAspectRatio } = IMAGE_SIZES.carousel;
  return {
    mobile: { width, height: Math.round(width / mobileAspectRatio) },
    desktop: {
      width,
      height: Math.round(width / desktopAspectRatio),
      media: `(min-width: ${BREAKPOINTS.sm}px)`,
    },
  };
}

/**
 * The intrinsic size of an image shown in a square-ish slot `slotWidth` wide: the slot's width
 * and the height that keeps the image's own aspect ratio (a square when the image has no size).
 *
 * @example
 * slotSize({ width: 600, height: 400 }, IMAGE_SIZES.overviewTile); // { width: 300, height: 200 }
 */
export function slotSize(
  image: { width: number; height: number },
  slotWidth: number,
): { width: number; height: number } {
  if (image.width <= 0 || image.height <= 0) return { width: slotWidth, height: slotWidth };
  return { width: slotWidth, height: Math.round((slotWidth * image.height) / image.width) };
}
