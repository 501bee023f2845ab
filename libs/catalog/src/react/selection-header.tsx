import type { Money } from '@storefront/pricing';
import { Skeleton, cn } from '@storefront/ui-kit';
import { useId } from 'react';
import type { ProductAttributes } from '../lib/product-page/product-selection';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link SelectionHeader}.
 *
 * @example
 * const props: SelectionHeaderProps = { title: 'Custom Mailer Box', attributes: { Quantity: 250, Size: '9 x 6 x 3' } };
 */
export interface SelectionHeaderProps {
  /** The product's title. */
  title: string;
  attributes: ProductAttributes;
  /** Total of the chosen quantity, when the price is known. */
  total?: Money | null;
  /**
   * The total is on its way (prices are loading): a placeholder holds its place, so the
   * header does not grow a line and push the page down when it arrives.
   */
  totalPending?: boolean;
  className?: string;
}

/**
 * The showroom's selection header: the product and a summary of the current choice (size,
 * print, board, quantity and total), kept up to date as the shopper changes it.
 *
 * @example
 * {features.selectionHeader ? <SelectionHeader title={config.title} attributes={selection.attributes} total={total} /> : null}
 */
export function SelectionHeader({
  title,
  attributes,
  total,
  totalPending = false,
  className,
}: SelectionHeaderProps) {
  const { t, money, count } = useCatalogFormat();
  const headingId = useId();
  const rows: [string, string | null][] = [];
  if (attributes.Size)
    rows.push([t('selectionHeader.size'), t('options.sizeValue', { size: attributes.Size })]);
  if (attributes['Print Options'])
    rows.push([t('selectionHeader.printOptions'), attributes['Print Options']]);
  if (attributes.Color) rows.push([t('selectionHeader.color'), attributes.Color]);
  rows.push([t('selectionHeader.quantity'), count(attributes.Quantity)]);
  if (total) rows.push([t('selectionHeader.total'), money(total)]);
  else if (totalPending) rows.push([t('selectionHeader.total'), null]);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="selection-header"
      className={cn(
        'rounded-brand border-border bg-surface-muted flex flex-col gap-2 border p-4',
        className,
      )}
    >
      <h2 id={headingId} className="text-ink-muted text-sm font-semibold uppercase">
        {t('selectionHeader.heading')}: <span className="text-ink normal-case">{title}</span>
      </h2>
      <dl aria-live="polite" className="flex flex-wrap gap-x-6 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-1.5">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="text-ink font-semibold">
              {value ?? (
                <>
                  <Skeleton inline width="4rem" height="1lh" className="align-top" />
                  <span className="sr-only">{t('price.loading')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
