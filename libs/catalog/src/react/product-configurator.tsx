import type { ProductConfig } from '../lib/api/get-product-config';
import { AvailabilityNotice } from './availability-notice';
import { HigherQuantityQuote } from './higher-quantity-quote';
import { LazyShareLinkDialog } from './lazy-share-link-dialog';
import { ProductActions } from './product-actions';
import { ProductOptions } from './product-options';
import { useProductQueriesWarmUp } from './product-queries-warm-up';
import type { ProductViewProps } from './product-view-props';
import { QuantityCalculatorPanel } from './quantity-calculator-panel';
import { QuantityPriceSelector } from './quantity-price-selector';
import { QuoteRequestSection } from './quote-request-section';
import { SampleActions } from './sample-actions';
import { SelectionHeader } from './selection-header';
import { ShippingEstimate } from './shipping-estimate';
import { UpsellNote } from './upsell-note';
import { useCatalogFormat } from './use-catalog-format';
import { useProductConfigurator } from './use-product-configurator';

/**
 * The product page's configurator for a loaded config: the logic is
 * {@link useProductConfigurator}'s, this lays out its parts in the page's order (selection
 * header, share notices, options, quantity and prices, availability, shipping estimate,
 * actions, calculator, quotes, upsell), each behind its feature switch.
 *
 * @example
 * {config.data ? <ProductConfigurator config={config.data} props={props} /> : null}
 */
export function ProductConfigurator({
  config,
  props,
}: {
  config: ProductConfig;
  props: ProductViewProps;
}) {
  const { features, shippingEstimateLayout, siteOrigin, fetchShippingEstimate } = props;
  const { t } = useCatalogFormat();
  const configurator = useProductConfigurator(config, props);
  useProductQueriesWarmUp();
  const { isSample, shared, prices, priceList, quantity, change, sendQuote } = configurator;

  return (
    <div className="flex flex-col gap-6" data-slot="product-configurator">
      {features.selectionHeader ? (
        <SelectionHeader
          title={config.title}
          attributes={configurator.selection.attributes}
          total={configurator.total}
          totalPending={!priceList && !prices.isError}
        />
      ) : null}
      {shared.data && shared.data.productKey === config.productKey ? (
        <p role="status" className="text-ink-muted text-sm">
          {t('productPage.sharedBy', { name: shared.data.name })}
        </p>
      ) : null}
      {shared.isError ? (
        <p role="alert" className="text-danger text-sm font-medium">
          {t('productPage.shareExpired')}
        </p>
      ) : null}
      {isSample ? <p className="text-brand-primary font-semibold">{t('sample.badge')}</p> : null}
      <ProductOptions
        options={configurator.options}
        value={configurator.choice}
        onChange={(next) => change(next)}
      />
      <QuantityPriceSelector
        quantities={configurator.quantities}
        quantity={quantity}
        onQuantityChange={(next) => change({ quantity: next })}
        priceList={priceList}
        status={prices.isError ? 'error' : prices.data ? 'success' : 'pending'}
        isRefreshing={prices.isPlaceholderData || prices.isFetching}
        onRetry={() => void prices.refetch()}
        fixedQuantity={isSample}
      />
      <AvailabilityNotice
        availability={configurator.availability.data}
        error={configurator.availability.error}
      />
      {features.shippingEstimate && fetchShippingEstimate ? (
        <ShippingEstimate
          layout={shippingEstimateLayout}
          productKey={config.productKey}
          quantity={quantity}
          fetchEstimate={fetchShippingEstimate}
        />
      ) : null}

      {isSample ? (
        <SampleActions configurator={configurator} canAdd={props.onAddSample !== undefined} />
      ) : (
        <ProductActions
          configurator={configurator}
          features={features}
          onOrderSample={props.onOrderSample}
          onUploadArtwork={props.onUploadArtwork}
          onQuickAdd={props.onQuickAdd}
        />
      )}

      {configurator.showCalculator ? (
        <QuantityCalculatorPanel
          meta={configurator.meta.data}
          onUseQuantity={configurator.pickRecommendedQuantity}
        />
      ) : null}
      {!isSample && features.quoteRequest ? (
        <QuoteRequestSection defaultQuantity={quantity} onSubmit={sendQuote('quote')} />
      ) : null}
      {!isSample && features.quoteForHigherQuantities ? (
        <HigherQuantityQuote
          largestQuantity={configurator.largestQuantity}
          onSubmit={sendQuote('higher-quantity')}
        />
      ) : null}
      {!isSample && features.upsell ? <UpsellNote siteOrigin={siteOrigin} /> : null}
      {features.shareLink && configurator.shareDialog.requested ? (
        <LazyShareLinkDialog
          open={configurator.shareDialog.open}
          onClose={configurator.shareDialog.close}
          onCreate={configurator.shareDialog.create}
        />
      ) : null}
    </div>
  );
}
