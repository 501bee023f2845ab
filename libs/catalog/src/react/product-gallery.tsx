import { cn } from '@storefront/ui-kit';
import {
  IMAGE_WIDTHS,
  productImageAttributes,
  type ProductImage,
} from '../lib/product-page/product-images';

/**
 * The images of a product page (internal): the first large (carousel slot, loaded eagerly
 * with high priority), the others as tiles (carousel tile width, loaded lazily). Every image
 * has `width` and `height` in its own aspect, so the browser reserves its space and nothing
 * shifts.
 */
export function ProductGallery({
  images,
  label,
  className,
}: {
  images: readonly ProductImage[];
  label: string;
  className?: string;
}) {
  if (images.length === 0) return null;
  const [first, ...rest] = images;
  return (
    <section
      aria-label={label}
      data-slot="product-gallery"
      className={cn('flex flex-col gap-3', className)}
    >
      {first ? (
        <img
          {...productImageAttributes(first, IMAGE_WIDTHS.carousel, 0)}
          alt={first.alt}
          className="rounded-brand bg-surface-muted h-auto w-full"
        />
      ) : null}
      {rest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3">
          {rest.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <img
                {...productImageAttributes(image, IMAGE_WIDTHS.carouselTile, index + 1)}
                alt={image.alt}
                className="rounded-brand bg-surface-muted h-auto w-full"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
