import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../cn';

/**
 * The picture of a {@link Tile}. Width and height reserve its space before it loads.
 *
 * @example
 * const image: TileImage = { src: '/img/mailer.webp', alt: '', width: 640, height: 480 };
 */
export interface TileImage {
  src: string;
  /** Describes the picture; pass `""` when the title already says everything. */
  alt: string;
  width: number;
  height: number;
}

/**
 * Props of {@link Tile}.
 *
 * @example
 * const props: TileProps = { title: 'Mailer box', image, actionLabel: 'Select', onAction: pick };
 */
export interface TileProps {
  title: ReactNode;
  image?: TileImage;
  description?: ReactNode;
  /** Level of the title heading, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Label of the built-in primary button, e.g. "Select". */
  actionLabel?: string;
  onAction?: () => void;
  /** Any action element instead of the built-in button (a LinkButton, say). */
  action?: ReactNode;
  /** Extra content between the description and the action, e.g. a Price. */
  children?: ReactNode;
  className?: string;
}

/**
 * A product tile: picture, title, description and one action, as on the shop-all page.
 * The picture loads lazily at a reserved size (no layout shift), and the built-in button is
 * described by the title, so "Select" is read as "Select, Mailer box".
 *
 * @example
 * <Tile
 *   title="Mailer box"
 *   description="Sturdy, self-locking and printed inside and out."
 *   image={{ src: '/img/mailer.webp', alt: '', width: 640, height: 480 }}
 *   actionLabel="Select"
 *   onAction={() => chooseStyle('mailer')}
 * />
 */
export function Tile({
  title,
  image,
  description,
  headingLevel = 3,
  actionLabel,
  onAction,
  action,
  children,
  className,
}: TileProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const actionNode =
    action ??
    (actionLabel ? (
      <Button aria-describedby={titleId} onClick={onAction}>
        {actionLabel}
      </Button>
    ) : null);
  return (
    <article
      data-slot="tile"
      aria-labelledby={titleId}
      className={cn(
        'rounded-brand border-border bg-surface text-ink flex flex-col overflow-hidden border',
        className,
      )}
    >
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          data-slot="tile-image"
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
          className="bg-surface-muted h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading
          id={titleId}
          data-slot="tile-title"
          className="font-brand-heading text-lg font-semibold"
        >
          {title}
        </Heading>
        {description ? (
          <p data-slot="tile-description" className="text-ink-muted text-sm">
            {description}
          </p>
        ) : null}
        {children}
        {actionNode ? (
          <div data-slot="tile-action" className="mt-auto pt-2">
            {actionNode}
          </div>
        ) : null}
      </div>
    </article>
  );
}
