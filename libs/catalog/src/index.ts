// Public API of @storefront/catalog (framework-free). Every name is listed on purpose and
// index.test.ts fails when the list changes. React components, hooks and the product page are
// in '@storefront/catalog/react'. Left out on purpose: the path helper of the client and the
// internal parsing helpers of each operation.

// Box styles and messages
export { BOX_STYLES, productWebUrl } from './lib/box-styles';
export type { BoxStyleDefinition, BoxStyleId } from './lib/box-styles';
export { CATALOG_NAMESPACE, catalogMessages } from './lib/catalog-messages';
export type { CatalogMessages } from './lib/catalog-messages';

// Client and calls (one operation per file)
export { createCatalogClient } from './lib/api/catalog-client';
export type { CatalogClient, CatalogClientOptions, CatalogService } from './lib/api/catalog-client';
export {
  getProductConfigUrl,
  productConfigUrlResponseSchema,
} from './lib/api/get-product-config-url';
export {
  configSizeSchema,
  getProductConfig,
  productConfigResponseSchema,
} from './lib/api/get-product-config';
export type { ProductConfig } from './lib/api/get-product-config';
export { getProductMeta } from './lib/api/get-product-meta';
export {
  PRODUCT_NOT_FOUND,
  isProductNotFound,
  loadProductConfig,
} from './lib/api/load-product-config';
export {
  PRICE_REQUEST_QUANTITIES,
  getProductPrices,
  productPriceResponseSchema,
} from './lib/api/get-product-prices';
export type { ProductPriceRequest, ProductPrices } from './lib/api/get-product-prices';
export { getSampleProduct, sampleProductSchema } from './lib/api/get-sample-product';
export type { SampleProduct } from './lib/api/get-sample-product';
export { availabilitySchema, getAvailability } from './lib/api/get-availability';
export type { Availability, AvailabilityReason } from './lib/api/get-availability';
export { attributeValidationSchema, validateAttributes } from './lib/api/validate-attributes';
export type { AttributeValidation } from './lib/api/validate-attributes';
export { getRootProduct, rootProductSchema } from './lib/api/get-root-product';
export type { RootProduct } from './lib/api/get-root-product';
export { getMcpSkuVersion, mcpSkuVersionSchema } from './lib/api/get-mcp-sku-version';
export { quoteFieldErrors, quoteReceiptSchema, requestQuote } from './lib/api/request-quote';
export type { QuoteField, QuoteKind, QuoteReceipt, QuoteRequest } from './lib/api/request-quote';
export { createShareLink, shareLinkSchema } from './lib/api/create-share-link';
export type { ShareLink, ShareLinkRequest } from './lib/api/create-share-link';
export { getSharedSelection, sharedSelectionSchema } from './lib/api/get-shared-selection';
export type { SharedSelection } from './lib/api/get-shared-selection';
export { getReviews, reviewSummarySchema } from './lib/api/get-reviews';
export type { ReviewSummary } from './lib/api/get-reviews';

// Product page model
export {
  PRODUCT_ATTRIBUTE_KEYS,
  buildSelection,
  selectionRecord,
} from './lib/product-page/product-selection';
export type {
  OptionChoice,
  ProductAttributeKey,
  ProductAttributes,
  ProductSelection,
} from './lib/product-page/product-selection';
export { allowedQuantitiesOf, productOptionsOf } from './lib/product-page/product-options';
export { configuratorChoiceOf } from './lib/product-page/configurator-choice';
export type { ConfiguratorChoiceInput } from './lib/product-page/configurator-choice';
export type { ProductOptionSet, SizeOption } from './lib/product-page/product-options';
export { nextPriceBreak } from './lib/product-page/next-price-break';
export type { NextPriceBreak } from './lib/product-page/next-price-break';
export { nearestAllowedQuantity, parseQuantityInput } from './lib/product-page/quantity-input';
export type { QuantityInput } from './lib/product-page/quantity-input';
export { SAMPLE_LIMIT, SAMPLE_PRICE, checkSampleLimit } from './lib/product-page/sample-limit';
export type { SampleLimitCheck, SampleLine } from './lib/product-page/sample-limit';
export {
  DEFAULT_ESTIMATE_ADDRESS,
  defaultEstimateOption,
} from './lib/product-page/shipping-estimate';
export type {
  EstimateAddress,
  FetchShippingEstimate,
  ShippingEstimateOption,
  ShippingEstimateRequest,
} from './lib/product-page/shipping-estimate';
export {
  CAROUSEL_ASPECT,
  IMAGE_WIDTHS,
  productImageAttributes,
} from './lib/product-page/product-images';
export type { ProductImage } from './lib/product-page/product-images';
