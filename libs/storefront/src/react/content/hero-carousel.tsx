import { cn } from '@storefront/ui-kit';
import type { HeroImage } from '@storefront/content';
import { carouselRenditions } from '../../lib/media/image-sizes';

/** Props of {@link HeroCarousel}. */
export interface HeroCarouselProps {
  /** The landing screen's hero: the desktop image and, under `mobile`, its phone rendition. */
  image: HeroImage;
}

/**
 * The home page's carousel image: 1500 wide, aspect 0.75 on phones and 2.5 from 600 px up
 * (spec). Phones get the content service's portrait rendition (`image.mobile`, drawn for a tall
 * frame) and wider screens the desktop one through `<source media>`, so the browser fetches
 * only the one it shows. Width and height are set for both renditions so the slot is reserved
 * before the image arrives (no layout shift), and as the largest image of the first screen it
 * loads eagerly with `fetchpriority="high"`.
 *
 * Without a phone rendition the desktop image is shown whole at every width (aspect 2.5):
 * cropping it to the phone box would cut the brand word and the boxes off.
 *
 * @example
 * <HeroCarousel image={landing.hero} />
 */
export function HeroCarousel({ image }: HeroCarouselProps) {
  const { mobile, desktop } = carouselRenditions();
  const phone = image.mobile;
  return (
    <picture data-slot="hero-carousel">
      {phone && (
        <source
          media={desktop.media}
          srcSet={image.url}
          width={desktop.width}
          height={desktop.height}
        />
      )}
      <img
        src={phone?.url ?? image.url}
        alt={image.alt}
        width={phone ? mobile.width : desktop.width}
        height={phone ? mobile.height : desktop.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className={cn(
          'bg-surface-muted rounded-brand block h-auto w-full',
          phone ? 'aspect-[3/4] object-cover sm:aspect-[5/2]' : 'aspect-[5/2] object-contain',
        )}
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
