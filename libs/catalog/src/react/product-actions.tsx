import { Button } from '@storefront/ui-kit';
import type { ProductViewProps } from './product-view-props';
import { loadShareLinkDialog } from './lazy-share-link-dialog';
import { useCatalogFormat } from './use-catalog-format';
import type { ProductConfigurator } from './use-product-configurator';

/**
 * A product's actions: Get started (checked with the selector service first), and behind
 * their switches and callbacks order sample/proof, upload artwork, quick add and share; then
 * why the check failed or what it refused.
 *
 * @example
 * <ProductActions configurator={configurator} features={features} onQuickAdd={quickAdd} />
 */
export function ProductActions({
  configurator,
  features,
  onOrderSample,
  onUploadArtwork,
  onQuickAdd,
}: { configurator: ProductConfigurator } & Pick<
  ProductViewProps,
  'features' | 'onOrderSample' | 'onUploadArtwork' | 'onQuickAdd'
>) {
  const { t } = useCatalogFormat();
  const { selection, unavailable, sampleSlug, invalidCheck } = configurator;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('productPage.actionsLabel')} className="flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={unavailable}
          loading={configurator.checking}
          onClick={() => void configurator.getStarted()}
        >
          {t('productPage.getStarted')}
        </Button>
        {features.sampleOrderButton && sampleSlug && onOrderSample ? (
          <Button size="lg" variant="secondary" onClick={() => onOrderSample(sampleSlug)}>
            {t('productPage.orderSample')}
          </Button>
        ) : null}
        {features.uploadButton && onUploadArtwork ? (
          <Button
            size="lg"
            variant="secondary"
            disabled={unavailable}
            onClick={() => onUploadArtwork(selection)}
          >
            {t('productPage.uploadArtwork')}
          </Button>
        ) : null}
        {features.quickAdd && onQuickAdd ? (
          <Button
            size="lg"
            variant="secondary"
            disabled={unavailable}
            onClick={() => onQuickAdd(selection)}
          >
            {t('productPage.quickAdd')}
          </Button>
        ) : null}
        {features.shareLink ? (
          <Button
            size="lg"
            variant="ghost"
            onPointerEnter={() => void loadShareLinkDialog()}
            onFocus={() => void loadShareLinkDialog()}
            onClick={configurator.shareDialog.show}
          >
            {t('productPage.share')}
          </Button>
        ) : null}
      </div>
      {configurator.checkFailed ? (
        <p role="alert" className="text-danger font-medium">
          {t('productPage.checkFailed')}
        </p>
      ) : null}
      {invalidCheck ? (
        <div role="alert">
          <ul className="text-danger list-disc ps-5 font-medium">
            {invalidCheck.errors.map((error) => (
              <li key={`${error.attribute}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
