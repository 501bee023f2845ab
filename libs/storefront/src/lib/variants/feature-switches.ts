import type { ProductViewFeatures } from '@storefront/catalog';

/**
 * Every feature switch of the spec's variant tables: the shell's below and the product page's
 * (catalog's {@link ProductViewFeatures}, which the page reads). `true` means the variant shows
 * the feature; the spec's "hidden" and "not shown" both map to `false`.
 */
export interface FeatureSwitches extends ProductViewFeatures {
  /** Cart link in the header. */
  cartLink: boolean;
  /** Account links (my info, my designs, order history, log out). */
  accountLinks: boolean;
  /** Log In icon / link in the header. */
  loginIcon: boolean;
  /** Links to the brand's social accounts in the footer. */
  socialLinks: boolean;
  /** The footer's customer service: call, write, and the FAQ. */
  serviceLinks: boolean;
  /** The brand's logo in the header (else its name). */
  storeLogo: boolean;
}

/** The name of one feature switch, e.g. `'sampleOrderButton'`. */
export type FeatureName = keyof FeatureSwitches;

/** How the shipping estimate is laid out: the showroom shows it as a block. */
export type ShippingEstimateLayout = 'inline' | 'block';
