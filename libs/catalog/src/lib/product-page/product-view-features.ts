/**
 * The feature switches a product page reads (contract 6: the product-page part of the
 * storefront's `FeatureSwitches`). `true` shows the feature.
 *
 * @example
 * const showroom: ProductViewFeatures = { ...defaultFeatures, shareLink: false, selectionHeader: true };
 */
export interface ProductViewFeatures {
  productTabs: boolean;
  shareLink: boolean;
  reviewWidget: boolean;
  processTile: boolean;
  quickAdd: boolean;
  sampleOrderButton: boolean;
  upsell: boolean;
  selectionHeader: boolean;
  quoteRequest: boolean;
  quoteForHigherQuantities: boolean;
  quantityCalculator: boolean;
  shippingEstimate: boolean;
  uploadButton: boolean;
}
