// Public API of @storefront/catalog (framework-free): what the storefront, the other libraries
// and the sandbox use, each name on purpose; index.test.ts fails when the list changes. React
// components, hooks and the product page are in '@storefront/catalog/react'; fixtures and test
// helpers in '@storefront/catalog/testing'.
//
// Left out on purpose: the response schemas of the calls (each call validates its own answer;
// the results are the contract), the calls only the product page makes (it imports them from
// source), the path helper of the client and the product page model's internals.

// Box styles and messages
export { BOX_STYLES } from './lib/box-styles';
export type { BoxStyleDefinition, BoxStyleId } from './lib/box-styles';
export { CATALOG_NAMESPACE, catalogMessageLoaders } from './lib/catalog-messages';
export { catalogMessages } from './lib/catalog.messages';

// Client and the calls other libraries make
export { createCatalogClient } from './lib/api/catalog-client';
export type { CatalogClient } from './lib/api/catalog-client';
export type { ProductConfig } from './lib/api/get-product-config';
export { isProductNotFound, loadProductConfig } from './lib/api/load-product-config';
export { getProductPrices } from './lib/api/get-product-prices';
export type { ProductPriceRequest, ProductPrices } from './lib/api/get-product-prices';
export { getReviews } from './lib/api/get-reviews';
export type { ReviewSummary } from './lib/api/get-reviews';

// Product page model
export { buildSelection } from './lib/product-page/product-selection';
export type { OptionChoice, ProductSelection } from './lib/product-page/product-selection';
export { allowedQuantitiesOf, productOptionsOf } from './lib/product-page/product-options';
export { configuratorChoiceOf } from './lib/product-page/configurator-choice';
export { nearestAllowedQuantity } from './lib/product-page/quantity-input';
export { SAMPLE_PRICE, checkSampleLimit } from './lib/product-page/sample-limit';
export type { SampleLine } from './lib/product-page/sample-limit';
export type { FetchShippingEstimate } from './lib/product-page/shipping-estimate';
export type { ProductViewFeatures } from './lib/product-page/product-view-features';
