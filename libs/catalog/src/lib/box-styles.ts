// The seven box styles with the slugs of their product and $1 sample pages, in the order the
// storefront lists them. Their ids are written only here; `BoxStyleId` is read from them.
const STYLES = [
  { id: 'displayMailer', productSlug: 'custom-mailer-box', sampleSlug: 'custom-mailer-box-sample' },
  { id: 'shipper', productSlug: 'custom-shipper-box', sampleSlug: 'shipping-box-sample' },
  {
    id: 'giftMailer',
    productSlug: 'custom-gift-mailer-box',
    sampleSlug: 'custom-gift-mailer-box-sample',
  },
  {
    id: 'squareMailer',
    productSlug: 'custom-square-mailer-box',
    sampleSlug: 'custom-square-mailer-box-sample',
  },
  { id: 'gableBox', productSlug: 'custom-gable-box', sampleSlug: 'custom-gable-box-sample' },
  { id: 'endOpenMailer', productSlug: 'custom-end-open-mailer-box', sampleSlug: null },
  {
    id: 'documentMailer',
    productSlug: 'custom-document-mailer-box',
    sampleSlug: 'custom-document-mailer-box-sample',
  },
] as const;

/**
 * The id of one box style.
 *
 * @example
 * const id: BoxStyleId = 'shipper';
 */
export type BoxStyleId = (typeof STYLES)[number]['id'];

/**
 * One box style of the spec with the slugs of its product page and its $1 sample page.
 * The end open mailer has a product page but no sample in the spec, so `sampleSlug` is null.
 *
 * @example
 * const gable: BoxStyleDefinition = { id: 'gableBox', productSlug: 'custom-gable-box', sampleSlug: 'custom-gable-box-sample' };
 */
export interface BoxStyleDefinition {
  id: BoxStyleId;
  /** Product page at `/product/{productSlug}`. */
  productSlug: string;
  /** Sample page at `/product/{sampleSlug}`, or null when the style has no sample. */
  sampleSlug: string | null;
}

/**
 * The seven box styles, in the order the storefront lists them.
 *
 * @example
 * BOX_STYLES.find((style) => style.id === 'shipper')?.productSlug; // 'custom-shipper-box'
 */
export const BOX_STYLES: readonly BoxStyleDefinition[] = STYLES;

/**
 * The address of a product page: the site origin plus `/product/{slug}` (spec).
 *
 * @example
 * productWebUrl('https://boxup.example', 'custom-gable-box'); // 'https://boxup.example/product/custom-gable-box'
 */
export function productWebUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/product/${encodeURIComponent(slug)}`;
}
