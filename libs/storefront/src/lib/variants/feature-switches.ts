/**
 * Every feature switch of the spec's variant tables. `true` means the variant shows the
 * feature; the spec's "hidden" and "not shown" both map to `false`.
 */
export interface FeatureSwitches {
  /** Cart link in the header. */
  cartLink: boolean;
  /** Account links (my info, my designs, order history, log out). */
  accountLinks: boolean;
  /** Log In icon / link in the header. */
  loginIcon: boolean;
  shareLink: boolean;
  productTabs: boolean;
  socialLinks: boolean;
  serviceLinks: boolean;
  storeLogo: boolean;
  shippingEstimate: boolean;
  reviewWidget: boolean;
  processTile: boolean;
  quickAdd: boolean;
  sampleOrderButton: boolean;
  upsell: boolean;
  selectionHeader: boolean;
  quoteRequest: boolean;
  quoteForHigherQuantities: boolean;
  quantityCalculator: boolean;
  uploadButton: boolean;
}

/** The name of one feature switch, e.g. `'sampleOrderButton'`. */
export type FeatureName = keyof FeatureSwitches;

/** How the shipping estimate is laid out: the showroom shows it as a block. */
export type ShippingEstimateLayout = 'inline' | 'block';
