/**
 * The content service's images: which exist, their names and their URLs. Each is a small SVG
 * box illustration in a brand's colours (drawn by `illustrations/render-image-svg.ts`), served
 * at `GET /content/images/<brand>-<subject>-<size>.svg` with the intrinsic size of the spec's
 * image slots in the SVG's `width` and `height`.
 */

import { BOX_STYLE_TABLE } from '../catalog/box-style-table.ts';
import type { BoxStyleSubject } from '../catalog/box-style-table.ts';

/** The image slots of the spec (section 9) and their intrinsic sizes in pixels. */
export const IMAGE_SIZES = {
  /** Home carousel, 1500 wide at the desktop aspect of 2.5. */
  carousel: { width: 1500, height: 600 },
  /** Home carousel on phones, 1500 wide at the mobile aspect of 0.75 (drawn for a tall frame). */
  'carousel-mobile': { width: 1500, height: 2000 },
  /** Overview tile (shop all boxes, sample cards, picker cards). */
  tile: { width: 300, height: 300 },
  /** Carousel tile (landing sections, recommendations). */
  'carousel-tile': { width: 500, height: 500 },
  /** Intersected image (product gallery, blog). */
  intersected: { width: 714, height: 714 },
  /** High-resolution product image. */
  'high-res': { width: 1319, height: 1319 },
} as const;

/** One of the {@link IMAGE_SIZES} slots. */
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The brands whose colours an illustration can take. */
export const IMAGE_BRANDS = ['boxup', 'ybd', 'kartonwerk'] as const;

/** One of {@link IMAGE_BRANDS}. */
export type ImageBrand = (typeof IMAGE_BRANDS)[number];

/** The box styles that have a drawing (and a `-sample` drawing with a $1 badge). */
export const BOX_SUBJECTS: readonly BoxStyleSubject[] = BOX_STYLE_TABLE.map(
  (style) => style.subject,
);

/** One of {@link BOX_SUBJECTS}. */
export type BoxSubject = BoxStyleSubject;

const SCENE_SUBJECTS = [
  'box-insert',
  'service',
  'hero',
  'showroom',
  'dieline',
  'blog-recycling',
  'blog-measuring',
] as const;

/** One of the subjects that is not a box style (an insert, a service, a carousel, a blog image). */
export type SceneSubject = (typeof SCENE_SUBJECTS)[number];

/** Everything an illustration can show. */
export const IMAGE_SUBJECTS = [
  ...BOX_SUBJECTS,
  ...BOX_SUBJECTS.map((subject) => `${subject}-sample` as const),
  ...SCENE_SUBJECTS,
] as const;

/** One of {@link IMAGE_SUBJECTS}. */
export type ImageSubject = (typeof IMAGE_SUBJECTS)[number];

/** What an image name stands for. */
export interface ImageSpec {
  brand: ImageBrand;
  subject: ImageSubject;
  size: ImageSize;
}

/** The base path the sandbox serves images under (the content service's base plus `/images`). */
export const IMAGE_BASE_PATH = '/content/images';

/**
 * The file name of an image, without `.svg`.
 *
 * @example
 * imageName({ brand: 'boxup', subject: 'gable-box', size: 'tile' }); // 'boxup-gable-box-tile'
 */
export function imageName({ brand, subject, size }: ImageSpec): string {
  return `${brand}-${subject}-${size}`;
}

/**
 * The URL the content service hands out for an image (relative to the sandbox origin).
 *
 * @example
 * imageUrl({ brand: 'ybd', subject: 'hero', size: 'carousel' }); // '/content/images/ybd-hero-carousel.svg'
 */
export function imageUrl(spec: ImageSpec): string {
  return `${IMAGE_BASE_PATH}/${imageName(spec)}.svg`;
}

// Longest first, so `-carousel-tile` is not read as `-tile`.
const SIZES_BY_LENGTH = (Object.keys(IMAGE_SIZES) as ImageSize[]).sort(
  (a, b) => b.length - a.length,
);
const SUBJECTS: ReadonlySet<string> = new Set(IMAGE_SUBJECTS);

/**
 * Reads an image name (with or without `.svg`) back into its brand, subject and size, or
 * `null` when the sandbox has no such image.
 *
 * @example
 * parseImageName('kartonwerk-dieline-carousel-tile.svg');
 * // { brand: 'kartonwerk', subject: 'dieline', size: 'carousel-tile' }
 */
export function parseImageName(name: string): ImageSpec | null {
  const base = name.endsWith('.svg') ? name.slice(0, -'.svg'.length) : name;
  const brand = IMAGE_BRANDS.find((candidate) => base.startsWith(`${candidate}-`));
  if (!brand) return null;
  const rest = base.slice(brand.length + 1);
  for (const size of SIZES_BY_LENGTH) {
    if (!rest.endsWith(`-${size}`)) continue;
    const subject = rest.slice(0, -(size.length + 1));
    if (SUBJECTS.has(subject)) return { brand, subject: subject as ImageSubject, size };
  }
  return null;
}
