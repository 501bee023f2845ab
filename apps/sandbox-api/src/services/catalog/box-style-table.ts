import type { BoxStyleId } from '@storefront/catalog';

// The box styles and the names every service of the sandbox knows them by, written once: the
// catalogue's products and $1 samples (`seed.ts`), the content service's tiles and product pages
// (`content/seed/box-styles.ts`, `content/seed/products.ts`) and its images
// (`content/images.ts`) are derived from this table.

/** One box style: its printed product, its $1 sample and what its images show. */
export interface BoxStyleRow {
  id: BoxStyleId;
  /** Product key of the printed box in the catalogue, and the slug of its product page. */
  productKey: string;
  /** Product key (and page slug) of its $1 sample; null for the style that has none. */
  sampleKey: string | null;
  /** What its images show: `<brand>-<subject>-<size>.svg`, the sample's `<subject>-sample`. */
  subject: string;
}

/**
 * The seven box styles, in the order the storefront lists them.
 *
 * @example
 * BOX_STYLE_TABLE.find((style) => style.id === 'gableBox')?.sampleKey; // 'custom-gable-box-sample'
 */
export const BOX_STYLE_TABLE = [
  {
    id: 'displayMailer',
    productKey: 'custom-mailer-box',
    sampleKey: 'custom-mailer-box-sample',
    subject: 'mailer-box',
  },
  {
    id: 'shipper',
    productKey: 'custom-shipper-box',
    sampleKey: 'shipping-box-sample',
    subject: 'shipper-box',
  },
  {
    id: 'giftMailer',
    productKey: 'custom-gift-mailer-box',
    sampleKey: 'custom-gift-mailer-box-sample',
    subject: 'gift-mailer-box',
  },
  {
    id: 'squareMailer',
    productKey: 'custom-square-mailer-box',
    sampleKey: 'custom-square-mailer-box-sample',
    subject: 'square-mailer-box',
  },
  {
    id: 'gableBox',
    productKey: 'custom-gable-box',
    sampleKey: 'custom-gable-box-sample',
    subject: 'gable-box',
  },
  {
    id: 'endOpenMailer',
    productKey: 'custom-end-open-mailer-box',
    sampleKey: null,
    subject: 'end-open-mailer-box',
  },
  {
    id: 'documentMailer',
    productKey: 'custom-document-mailer-box',
    sampleKey: 'custom-document-mailer-box-sample',
    subject: 'document-mailer-box',
  },
] as const satisfies readonly BoxStyleRow[];

/** What the images of a box style show (one row's `subject`). */
export type BoxStyleSubject = (typeof BOX_STYLE_TABLE)[number]['subject'];

/**
 * The row of a box style.
 *
 * @example
 * boxStyleRow('shipper').productKey; // 'custom-shipper-box'
 */
export function boxStyleRow(id: BoxStyleId): (typeof BOX_STYLE_TABLE)[number] {
  const row = BOX_STYLE_TABLE.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No box style "${id}"`);
  return row;
}
