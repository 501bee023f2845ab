import { cn, Section } from '@storefront/ui-kit';
import { useCatalogFormat } from './use-catalog-format';

const STEPS = ['choose', 'design', 'proof', 'ship'] as const;

/**
 * Props of {@link ProcessTile}.
 *
 * @example
 * const props: ProcessTileProps = { headingLevel: 2 };
 */
export interface ProcessTileProps {
  /** Heading level of the tile's title, so it fits the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The 'Our Process' tile: the four steps from choosing a box to delivery, numbered.
 *
 * @example
 * {features.processTile ? <ProcessTile /> : null}
 */
export function ProcessTile({ headingLevel = 2, className }: ProcessTileProps) {
  const { t } = useCatalogFormat();
  return (
    <Section
      heading={t('process.heading')}
      level={headingLevel}
      headingSize="xl"
      headingSemibold
      framed
      data-slot="process-tile"
      className={cn('flex flex-col gap-4', className)}
    >
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="bg-brand-primary text-brand-primary-contrast flex size-8 shrink-0 items-center justify-center rounded-full font-semibold"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <span className="text-ink font-semibold">{t(`process.steps.${step}.title`)}</span>
              <span className="text-ink-muted text-sm">{t(`process.steps.${step}.text`)}</span>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
