import type { ContentImage } from '@storefront/content';
import { carouselRenditions } from '../../lib/media/image-sizes';

/** Props of {@link HeroCarousel}. */
export interface HeroCarouselProps {
  /** The landing screen's hero image. */
  image: ContentImage;
}

/**
 * The home page's carousel image: 1500 wide, aspect 0.75 on phones and 2.5 from 600 px up
 * (spec), cropped to that box with `object-fit: cover`. Width and height are set for both
 * renditions so the slot is reserved before the image arrives (no layout shift), and as the
 * largest image of the first screen it loads eagerly with `fetchpriority="high"`.
 *
 * @example
 * <HeroCarousel image={landing.hero} />
 */
export function HeroCarousel({ image }: HeroCarouselProps) {
  const { mobile, desktop } = carouselRenditions();
  return (
    <picture data-slot="hero-carousel">
      <source
        media={desktop.media}
        srcSet={image.url}
        width={desktop.width}
        height={desktop.height}
      />
      <img
        src={image.url}
        alt={image.alt}
        width={mobile.width}
        height={mobile.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="bg-surface-muted rounded-brand block aspect-[3/4] h-auto w-full object-cover sm:aspect-[5/2]"
      />
    </picture>
  );
}

/**
 * The empty slot of the carousel while the landing screen loads, with the same aspect ratios,
 * so nothing moves when the image arrives.
 *
 * @example
 * {landing ? <HeroCarousel image={landing.hero} /> : <HeroCarouselPlaceholder />}
 */
export function HeroCarouselPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="bg-surface-muted rounded-brand aspect-[3/4] w-full motion-safe:animate-pulse sm:aspect-[5/2]"
    />
  );
}
