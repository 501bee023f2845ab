import type { ReactNode } from 'react';
import type { ProductImage } from '../lib/product-page/product-images';
import type { ProductSelection } from '../lib/product-page/product-selection';
import type { SampleLine } from '../lib/product-page/sample-limit';
import type { FetchShippingEstimate } from '../lib/product-page/shipping-estimate';
import type { ProductViewFeatures } from '../lib/product-page/product-view-features';

export type { ProductViewFeatures };

/**
 * The names of {@link ProductViewFeatures}, in the order of the spec's table.
 *
 * @example
 * PRODUCT_VIEW_FEATURES.filter((name) => features[name]);
 */
export const PRODUCT_VIEW_FEATURES = [
  'shareLink',
  'productTabs',
  'shippingEstimate',
  'reviewWidget',
  'processTile',
  'quickAdd',
  'sampleOrderButton',
  'upsell',
  'quoteRequest',
  'quoteForHigherQuantities',
  'quantityCalculator',
  'selectionHeader',
  'uploadButton',
] as const satisfies readonly (keyof ProductViewFeatures)[];

/**
 * Props of {@link ProductView} (contract 6, plus optional additions at the end).
 *
 * @example
 * const props: ProductViewProps = {
 *   productConfigId: 'custom-mailer-box',
 *   slug: 'custom-mailer-box',
 *   title: 'Custom Mailer Boxes',
 *   images: details.images,
 *   detailsTab: <CmsHtml html={details.productDetailsHtml} />,
 *   processTab: <ProcessSteps steps={details.processSteps} />,
 *   reviewsUrl: details.reviewsUrl,
 *   features: variant.features,
 *   shippingEstimateLayout: variant.shippingEstimateLayout,
 *   siteOrigin: window.location.origin,
 *   onGetStarted: (selection) => navigate('/template-designer', { state: selection }),
 * };
 */
export interface ProductViewProps {
  /** The product key whose config the page shows (the content's `productConfigId`). */
  productConfigId: string;
  /** The page's slug (`/product/{slug}`). */
  slug: string;
  /** The page title (content), shown as the page's heading. */
  title: string;
  images: readonly ProductImage[];
  /** Content of 'Product Details'. */
  detailsTab: ReactNode;
  /** Content of 'Our Process'. */
  processTab: ReactNode;
  /** The review widget's URL; `null` when the product has no reviews. */
  reviewsUrl: string | null;
  features: ProductViewFeatures;
  shippingEstimateLayout: 'inline' | 'block';
  /** A requested quantity (`?quantity=1`); the nearest allowed quantity is preselected. */
  initialQuantity?: number;
  /** A share link id (`?share=`): its selection is preselected. */
  shareId?: string;
  /** The site origin, for share links and product web URLs. */
  siteOrigin: string;
  /** Get started: the shopper's checked selection. */
  onGetStarted: (selection: ProductSelection) => void;
  /** Order sample/proof: the slug of the style's $1 sample page. */
  onOrderSample?: (sampleSlug: string) => void;
  /** Add sample (sample pages): called only when the three-sample rule allows it. */
  onAddSample?: (selection: ProductSelection) => void;
  /** Whether this is a $1 sample page; by default read from the product config. */
  isSample?: boolean;
  /** The $1 samples already in the cart, for the three-sample rule. */
  sampleLines?: readonly SampleLine[];
  /** Upload artwork (the upload-button switch); the button shows only with this callback. */
  onUploadArtwork?: (selection: ProductSelection) => void;
  /** Quick add (the quick-add switch); the button shows only with this callback. */
  onQuickAdd?: (selection: ProductSelection) => void;
  /**
   * Quotes the shipping estimate with the delivery-options service (the app builds it from
   * `@storefront/cart`'s call); without it the page shows no estimate.
   */
  fetchShippingEstimate?: FetchShippingEstimate;
  className?: string;
}
