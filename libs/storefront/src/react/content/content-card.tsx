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
  /**
   * `eager` for a card in the first screenful, `lazy` (default) below the fold, `priority` for
   * the first card of a page that opens with cards (on a phone its image is the largest thing
   * on screen: loaded eagerly and fetched first).
   */
  loading?: 'priority' | 'eager' | 'lazy';
  headingLevel?: 2 | 3;
  /** Replaces the card's default height, the full height of its cell (`h-full`). */
  className?: string;
}

/** Cards in the first row of a card grid at desktop widths (three columns). */
const FIRST_ROW = 3;

/**
 * How the card at `index` of a page's grid loads its image: the first one first (the largest
 * image on a phone), the rest of the first row eagerly, the others lazily.
 *
 * @example
 * <ContentCard card={tile} slotWidth={IMAGE_SIZES.overviewTile} loading={gridCardLoading(index)} />
 */
export function gridCardLoading(index: number): NonNullable<ContentCardProps['loading']> {
  if (index === 0) return 'priority';
  return index < FIRST_ROW ? 'eager' : 'lazy';
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
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
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
