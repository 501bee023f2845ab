// Test and story helper (exported at @storefront/catalog/testing): the product-page columns
// of the spec's feature table (commerce §1), per brand. "hidden" and "not shown" are false.
import type { ProductViewFeatures } from '../product-view';

export const DEFAULT_FEATURES: ProductViewFeatures = {
  shareLink: true,
  productTabs: true,
  shippingEstimate: true,
  reviewWidget: true,
  processTile: true,
  quickAdd: true,
  sampleOrderButton: true,
  upsell: true,
  quoteRequest: true,
  quoteForHigherQuantities: true,
  quantityCalculator: true,
  selectionHeader: false,
  uploadButton: false,
};

export const SHOWROOM_FEATURES: ProductViewFeatures = {
  shareLink: false,
  productTabs: false,
  shippingEstimate: true,
  reviewWidget: false,
  processTile: false,
  quickAdd: false,
  sampleOrderButton: false,
  upsell: false,
  quoteRequest: true,
  quoteForHigherQuantities: true,
  quantityCalculator: true,
  selectionHeader: true,
  uploadButton: false,
};

export const PARTNER_FEATURES: ProductViewFeatures = {
  shareLink: false,
  productTabs: true,
  shippingEstimate: true,
  reviewWidget: true,
  processTile: true,
  quickAdd: true,
  sampleOrderButton: false,
  upsell: false,
  quoteRequest: false,
  quoteForHigherQuantities: false,
  quantityCalculator: false,
  selectionHeader: false,
  uploadButton: true,
};
