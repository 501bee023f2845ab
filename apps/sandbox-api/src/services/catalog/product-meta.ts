import type { CatalogProduct } from './catalog.ts';

/**
 * Product meta (spec §3 and §9): the quantity calculator's settings and the selector keys a
 * shopper may still change on the approve-design page. Served by the products service at
 * `GET /products/{productId}/versions/{version}/meta`.
 */
export interface ProductMetaResponse {
  productId: string;
  version: number;
  /** Above this many boxes the storefront asks for a quote; the calculator never recommends more. */
  quantityThreshold: number;
  /** Cubic inches one 10-pound carton of product takes up. */
  capacityFactor: number;
  /** A fraction of a box up to this much is spread over the other boxes. */
  decimalRoundOff: number;
  /** The calculator rounds its recommendation up to a multiple of this. */
  defaultIncrement: number;
  /** Attribute keys editable on the approve-design page: `Quantity`, and `Print Options` for three products. */
  editableSelectorKeys: string[];
}

/** The spec's values (§9): threshold 20148, capacity factor 872.7, round-off 0.3, increment 12. */
export const SPEC_PRODUCT_META = {
  quantityThreshold: 20148,
  capacityFactor: 872.7,
  decimalRoundOff: 0.3,
  defaultIncrement: 12,
} as const;

/**
 * The products whose print colour (the `Print Options` attribute, the spec's "PrintColor"
 * selector) may still be changed on the approve-design page: "PrintColor for three listed
 * products" — the first three boxes of the spec's product list, each offered in one colour,
 * full colour and inside print.
 */
export const PRINT_COLOR_EDITABLE_PRODUCTS: readonly string[] = [
  'custom-mailer-box',
  'custom-shipper-box',
  'custom-gift-mailer-box',
];

/**
 * The product meta of a product. Every product has the spec's threshold, capacity factor and
 * round-off; the increment is the spec's 12 unless the product is only sold in coarser steps
 * (a quantity range stepping by 25 or more, e.g. gable boxes by 50), whose step it takes so
 * the recommendation is a quantity the shopper can order.
 *
 * @example
 * ```ts
 * productMeta(gableBox).defaultIncrement; // 50
 * productMeta(mailer).editableSelectorKeys; // ['Quantity', 'Print Options']
 * ```
 */
export function productMeta(product: CatalogProduct): ProductMetaResponse {
  const steps = product.quantityRules.flatMap((rule) =>
    typeof rule === 'number' ? [] : [rule.increment],
  );
  const coarsest = Math.max(0, ...steps);
  const editable =
    PRINT_COLOR_EDITABLE_PRODUCTS.includes(product.productKey) && product.printOptions.length > 0;
  return {
    productId: product.productKey,
    version: product.version,
    ...SPEC_PRODUCT_META,
    defaultIncrement: coarsest >= 25 ? coarsest : SPEC_PRODUCT_META.defaultIncrement,
    editableSelectorKeys: editable ? ['Quantity', 'Print Options'] : ['Quantity'],
  };
}
