import { cn } from '@storefront/ui-kit';
import { useId, type ReactNode } from 'react';
import { useDesignsFormat } from './use-designs-format';

/**
 * The header of a designs page (internal): the page's title (`<page>.title` of the `designs`
 * strings) at its heading level (h1 on its own route, h2 inside another page) and its intro
 * (`<page>.intro`) below.
 *
 * @example
 * <DesignsPageHeader page="approve" level={headingLevel} />
 */
export function DesignsPageHeader({
  page,
  level,
}: {
  page: 'approve' | 'designer' | 'downloadArtwork' | 'templateMaker';
  level: 1 | 2;
}) {
  const { t } = useDesignsFormat();
  const Heading = `h${level}` as const;
  return (
    <header className="flex flex-col gap-2">
      <Heading className="font-brand-heading text-ink text-3xl">{t(`${page}.title`)}</Heading>
      <p className="text-ink-muted max-w-3xl">{t(`${page}.intro`)}</p>
    </header>
  );
}

/**
 * A part of a designs page (internal): a `section` named by its heading (`aria-labelledby`),
 * at the level below the page's. `large` headings open a page's main parts; `className` is
 * the section's (a column, `gap-3`, unless given).
 *
 * @example
 * <DesignsSection level={section} heading={t('templateMaker.downloadHeading')}>…</DesignsSection>
 */
export function DesignsSection({
  level,
  heading,
  large = false,
  headingClassName,
  className = 'flex flex-col gap-3',
  children,
  ...props
}: {
  level: 2 | 3 | 4;
  heading: ReactNode;
  large?: boolean;
  headingClassName?: string;
  className?: string;
  'data-slot'?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={className} {...props}>
      <Heading
        id={id}
        className={cn(
          large ? 'text-ink text-xl font-semibold' : 'text-ink text-lg font-semibold',
          headingClassName,
        )}
      >
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A design's preview image, or the words saying it has none in a box of the same place
 * (internal): `page` size on a design's own page, `card` in a list of designs (loaded lazily).
 *
 * @example
 * <DesignPreview src={design.previewUrl} alt={t('approve.preview', { name })} missing={t('approve.noPreview')} size="page" />
 */
export function DesignPreview({
  src,
  alt,
  missing,
  size,
}: {
  src: string | null | undefined;
  alt: string;
  missing: ReactNode;
  size: 'page' | 'card';
}) {
  const page = size === 'page';
  return src ? (
    <img
      src={src}
      alt={alt}
      width={page ? 640 : 320}
      height={page ? 400 : 200}
      loading={page ? undefined : 'lazy'}
      className={cn(
        'bg-surface-muted w-full object-contain',
        page ? 'rounded-brand h-auto' : 'h-40',
      )}
    />
  ) : (
    <div
      className={cn(
        'bg-surface-muted text-ink-muted flex items-center justify-center',
        page ? 'rounded-brand h-48' : 'h-40 text-sm',
      )}
    >
      {missing}
    </div>
  );
}
