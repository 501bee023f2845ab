// Public API of @storefront/catalog/react. Every name is listed on purpose and index.test.ts
// fails when the list changes. Strings come from the `catalog` i18n namespace (register
// `catalogMessages` from '@storefront/catalog'); the hooks need the LazyQueryClientProvider of
// '@storefront/http/react' (or TanStack Query's QueryClientProvider) and CatalogClientProvider
// above them. They are lazy query hooks: a server-rendered product page answers them from the
// server's data and imports TanStack Query only when a fetch, refetch or mutation needs it.
// Left out on purpose: the internal gallery, text area and formatting helpers, and
// keepPreviousData (TanStack Query's, written again for the hooks).

export { BoxStyleList } from './box-style-list';
export type { BoxStyleListProps } from './box-style-list';

// Client and data hooks
export { CatalogClientProvider, useCatalogClient } from './catalog-client-provider';
export type { CatalogClientProviderProps } from './catalog-client-provider';
export {
  availabilityQueryOptions,
  catalogQueryKeys,
  productConfigQueryOptions,
  productMetaQueryOptions,
  productPricesQueryOptions,
  retryTransientFailures,
  reviewsQueryOptions,
} from './catalog-queries';
export type { AvailabilityRequest } from './catalog-queries';
export { useProductConfig } from './use-product-config';
export { useProductMeta } from './use-product-meta';
export { useProductPrices } from './use-product-prices';
export { useAvailability } from './use-availability';
export { useSharedSelection } from './use-shared-selection';
export { useReviews } from './use-reviews';
export {
  useCreateShareLink,
  useRequestQuote,
  useValidateAttributes,
} from './use-catalog-mutations';

// Components
export { ProductOptions } from './product-options';
export type { ProductOptionsProps } from './product-options';
export { QuantityPriceSelector } from './quantity-price-selector';
export type { QuantityPriceSelectorProps } from './quantity-price-selector';
export { AvailabilityNotice } from './availability-notice';
export type { AvailabilityNoticeProps } from './availability-notice';
export { ShippingEstimate } from './shipping-estimate';
export type { ShippingEstimateProps } from './shipping-estimate';
export { QuoteRequestForm } from './quote-request-form';
export type { QuoteFormValues, QuoteRequestFormProps } from './quote-request-form';
export { HigherQuantityQuote } from './higher-quantity-quote';
export type { HigherQuantityQuoteProps } from './higher-quantity-quote';
export { QuantityCalculatorPanel } from './quantity-calculator-panel';
export type { QuantityCalculatorPanelProps } from './quantity-calculator-panel';
export { ProductTabs } from './product-tabs';
export type { ProductTabsProps } from './product-tabs';
export { ReviewWidget } from './review-widget';
export type { ReviewWidgetProps } from './review-widget';
export { ProcessTile } from './process-tile';
export type { ProcessTileProps } from './process-tile';
export { SelectionHeader } from './selection-header';
export type { SelectionHeaderProps } from './selection-header';
export { ShareLinkDialog } from './share-link-dialog';
export type { ShareLinkDialogProps, ShareLinkFormValues } from './share-link-dialog';
export { PRODUCT_VIEW_FEATURES, ProductView } from './product-view';
export type { ProductViewFeatures, ProductViewProps } from './product-view';
