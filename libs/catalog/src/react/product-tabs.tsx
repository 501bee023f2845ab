import { Tabs, cn } from '@storefront/ui-kit';
import { useId, type ReactNode } from 'react';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link ProductTabs}.
 *
 * @example
 * const props: ProductTabsProps = { tabsEnabled: true, details: <Details />, process: <Process /> };
 */
export interface ProductTabsProps {
  /** The variant's product-tabs switch: tabs when on, both contents one under the other when off. */
  tabsEnabled: boolean;
  /** Content of 'Product Details'. */
  details: ReactNode;
  /** Content of 'Our Process'. */
  process: ReactNode;
  className?: string;
}

/**
 * 'Product Details' and 'Our Process' of a product page: accessible tabs (arrow keys move
 * between them, Tab enters the panel) where the store's switch allows, otherwise both
 * contents stacked under their headings.
 *
 * @example
 * <ProductTabs tabsEnabled={features.productTabs} details={detailsTab} process={processTab} />
 */
export function ProductTabs({ tabsEnabled, details, process, className }: ProductTabsProps) {
  const { t } = useCatalogFormat();
  const detailsId = useId();
  const processId = useId();
  if (tabsEnabled) {
    return (
      <Tabs
        label={t('tabs.label')}
        className={className}
        items={[
          { id: 'details', label: t('tabs.details'), content: details },
          { id: 'process', label: t('tabs.process'), content: process },
        ]}
      />
    );
  }
  return (
    <div data-slot="product-sections" className={cn('flex flex-col gap-8', className)}>
      <section aria-labelledby={detailsId} className="flex flex-col gap-3">
        <h2 id={detailsId} className="font-brand-heading text-ink text-xl font-semibold">
          {t('tabs.details')}
        </h2>
        {details}
      </section>
      <section aria-labelledby={processId} className="flex flex-col gap-3">
        <h2 id={processId} className="font-brand-heading text-ink text-xl font-semibold">
          {t('tabs.process')}
        </h2>
        {process}
      </section>
    </div>
  );
}
