import { Button, Skeleton, cn } from '@storefront/ui-kit';
import { useId, type ReactNode } from 'react';
import { isProductNotFound } from '../lib/api/product-not-found';
import { ProductConfigurator } from './product-configurator';
import { ProductGallery } from './product-gallery';
import type { ProductViewProps } from './product-view-props';
import { ProductTabs } from './product-tabs';
import { ProcessTile } from './process-tile';
import { ReviewWidget } from './review-widget';
import { useCatalogFormat } from './use-catalog-format';
import { useProductConfig } from './use-product-config';

export { PRODUCT_VIEW_FEATURES } from './product-view-props';
export type { ProductViewFeatures, ProductViewProps } from './product-view-props';

/** Rows of the loading configurator's option groups: size, print options, board colour, quantity. */
const CONFIGURATOR_SKELETON_ROWS = [1, 3, 2, 1] as const;

/**
 * A complete product page for one product config (contract 6): images (sized, first eager,
 * the rest lazy), the size, print and colour options, the quantity selector with live prices
 * per tier and the next price break, availability, shipping estimate, get started and order
 * sample/proof, and, each behind its feature switch, the selection header, share link,
 * upload and quick-add buttons, product tabs, process tile, quantity calculator, quote
 * request, quote for higher quantities, upsell and review widget. Sample pages show the $1
 * price, quantity 1, 'Add sample' and the three-sample rule. Needs `CatalogClientProvider`,
 * `QueryClientProvider` and the `catalog` i18n namespace above it.
 *
 * @example
 * <ProductView
 *   productConfigId={details.productConfigId}
 *   slug={slug}
 *   title={details.title}
 *   images={details.images}
 *   detailsTab={<CmsHtml html={details.productDetailsHtml} />}
 *   processTab={<ProcessSteps steps={details.processSteps} />}
 *   reviewsUrl={details.reviewsUrl}
 *   features={variant.features}
 *   shippingEstimateLayout={variant.shippingEstimateLayout}
 *   initialQuantity={searchParams.has('quantity') ? Number(searchParams.get('quantity')) : undefined}
 *   shareId={searchParams.get('share') ?? undefined}
 *   siteOrigin={window.location.origin}
 *   onGetStarted={(selection) => navigate('/template-designer', { state: selection })}
 *   onOrderSample={(sampleSlug) => navigate(`/product/${sampleSlug}`)}
 *   onAddSample={(selection) => addSampleToCart(selection)}
 *   fetchShippingEstimate={estimateWithCart}
 * />
 */
export function ProductView(props: ProductViewProps) {
  const {
    productConfigId,
    title,
    images,
    detailsTab,
    processTab,
    reviewsUrl,
    features,
    className,
  } = props;
  const { t } = useCatalogFormat();
  const headingId = useId();
  const config = useProductConfig(productConfigId);

  let configurator: ReactNode;
  if (config.data) {
    configurator = <ProductConfigurator config={config.data} props={props} />;
  } else if (config.isError) {
    configurator = isProductNotFound(config.error) ? (
      <p role="alert" className="text-ink font-semibold">
        {t('productPage.notFound')}
      </p>
    ) : (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-danger font-medium">
          {t('productPage.loadFailed')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void config.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    // Shaped like the configurator of a typical product (a size list, three print options,
    // two board colours, the quantity, the price and the actions), so the page below moves
    // little when the real one replaces it.
    configurator = (
      <div role="status" data-slot="product-configurator-loading" className="flex flex-col gap-6">
        <span className="sr-only">{t('productPage.loading')}</span>
        <Skeleton width="14rem" height="1.75rem" className="max-w-full" />
        {CONFIGURATOR_SKELETON_ROWS.map((rows, group) => (
          <span key={group} className="flex flex-col gap-2">
            <Skeleton width="8rem" height="1.25rem" />
            {Array.from({ length: rows }, (_, row) => (
              <Skeleton key={row} shape="rect" height="3rem" />
            ))}
          </span>
        ))}
        <Skeleton shape="rect" width="10rem" height="4.75rem" />
        <Skeleton shape="rect" width="10rem" height="3rem" />
      </div>
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      data-slot="product-page"
      className={cn('flex flex-col gap-10', className)}
    >
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={images} label={t('productPage.imagesLabel')} />
        <div className="flex flex-col gap-6">
          <h1 id={headingId} className="font-brand-heading text-ink text-3xl">
            {title}
          </h1>
          {configurator}
        </div>
      </div>
      <ProductTabs tabsEnabled={features.productTabs} details={detailsTab} process={processTab} />
      {features.processTile ? <ProcessTile /> : null}
      {features.reviewWidget && reviewsUrl ? <ReviewWidget reviewsUrl={reviewsUrl} /> : null}
    </article>
  );
}
