import type { ProductCard } from '@storefront/content';
import { cn } from '@storefront/ui-kit';
import { useId } from 'react';
import { slotSize } from '../../lib/media/image-sizes';
import { CmsContent } from './cms-content';
import { ContentLinkButton } from './content-link-button';

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  /** A product card of the content service (tile, picker card, sample card). */
  card: ProductCard;
  /** The width of the image slot: 300 for overview tiles, 500 for carousel tiles. */
  slotWidth: number;
  /** `eager` for a card in the first screenful, `lazy` (default) below the fold. */
  loading?: 'eager' | 'lazy';
  headingLevel?: 2 | 3;
  /** Replaces the card's default height, the full height of its cell (`h-full`). */
  className?: string;
}

/**
 * A product card of the content service: its image (width and height always set, lazy unless
 * told otherwise), title, sanitised description and its button (SELECT), which goes to the
 * card's redirect target, in a new tab when the card says so.
 *
 * @example
 * <ContentCard card={tile} slotWidth={IMAGE_SIZES.overviewTile} />
 */
export function ContentCard({
  card,
  slotWidth,
  loading = 'lazy',
  headingLevel = 3,
  className,
}: ContentCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const size = slotSize(card.image, slotWidth);
  return (
    <article
      aria-labelledby={titleId}
      data-card-id={card.id}
      className={cn(
        'rounded-brand border-border bg-surface text-ink flex flex-col overflow-hidden border',
        className ?? 'h-full',
      )}
    >
      <img
        src={card.image.url}
        alt={card.image.alt}
        width={size.width}
        height={size.height}
        loading={loading}
        decoding="async"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        className="bg-surface-muted h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading id={titleId} className="font-brand-heading text-lg font-semibold">
          {card.title}
        </Heading>
        <CmsContent html={card.descriptionHtml} className="text-ink-muted text-sm" />
        <div className="mt-auto pt-2">
          <ContentLinkButton to={card.redirectUri} newTab={card.openInNewTab} describedBy={titleId}>
            {card.buttonText}
          </ContentLinkButton>
        </div>
      </div>
    </article>
  );
}
