import { Button } from '@storefront/ui-kit';
import type { ProductConfigurator } from './use-product-configurator';
import { useCatalogFormat } from './use-catalog-format';

/**
 * A $1 sample page's actions: the three-sample rule, how many samples are left, 'Add sample'
 * (only with `onAddSample`) and why a sample was refused.
 *
 * @example
 * <SampleActions configurator={configurator} canAdd={Boolean(onAddSample)} />
 */
export function SampleActions({
  configurator,
  canAdd,
}: {
  configurator: ProductConfigurator;
  canAdd: boolean;
}) {
  const { t } = useCatalogFormat();
  const { sampleCheck, sampleRefusal, unavailable, addSample } = configurator;
  return (
    <div className="flex flex-col gap-2" data-slot="sample-actions">
      <p className="text-ink text-sm">{t('sample.rule')}</p>
      {sampleCheck.remaining > 0 ? (
        <p className="text-ink-muted text-sm">
          {t('sample.remaining', { count: sampleCheck.remaining })}
        </p>
      ) : null}
      {canAdd ? (
        <Button size="lg" className="self-start" disabled={unavailable} onClick={addSample}>
          {t('sample.add')}
        </Button>
      ) : null}
      {sampleRefusal ? (
        <p role="alert" className="text-danger font-medium">
          {sampleRefusal}
        </p>
      ) : null}
    </div>
  );
}
