import * as z from 'zod/mini';

/**
 * Above this many boxes the storefront asks for a quote instead of a price; the quantity
 * calculator never recommends more (spec §9).
 *
 * @example
 * ```ts
 * import { QUANTITY_THRESHOLD } from '@storefront/pricing';
 *
 * QUANTITY_THRESHOLD; // 20148
 * ```
 */
export const QUANTITY_THRESHOLD = 20148;

/**
 * Cubic inches one 10-pound carton of product takes up (spec §9 "capacity factor").
 *
 * @example
 * ```ts
 * import { CAPACITY_FACTOR } from '@storefront/pricing';
 *
 * CAPACITY_FACTOR; // 872.7
 * ```
 */
export const CAPACITY_FACTOR = 872.7;

/**
 * A fraction of a box up to this much is spread over the other boxes instead of needing a
 * box of its own (spec §9 "decimal round-off").
 *
 * @example
 * ```ts
 * import { DECIMAL_ROUND_OFF } from '@storefront/pricing';
 *
 * DECIMAL_ROUND_OFF; // 0.3
 * ```
 */
export const DECIMAL_ROUND_OFF = 0.3;

/**
 * Box quantities are recommended in steps of this many (spec §9 "default increment").
 *
 * @example
 * ```ts
 * import { DEFAULT_QUANTITY_INCREMENT } from '@storefront/pricing';
 *
 * DEFAULT_QUANTITY_INCREMENT; // 12
 * ```
 */
export const DEFAULT_QUANTITY_INCREMENT = 12;

/**
 * Products are sold in cartons of this many pounds (spec §9).
 *
 * @example
 * ```ts
 * import { CARTON_WEIGHT_POUNDS } from '@storefront/pricing';
 *
 * CARTON_WEIGHT_POUNDS; // 10
 * ```
 */
export const CARTON_WEIGHT_POUNDS = 10;

/**
 * How full the calculator assumes a box is: about three-quarters (spec §9).
 *
 * @example
 * ```ts
 * import { BOX_FILL_RATIO } from '@storefront/pricing';
 *
 * BOX_FILL_RATIO; // 0.75
 * ```
 */
export const BOX_FILL_RATIO = 0.75;

const positive = (label: string) =>
  z
    .number({ error: `${label} must be a number greater than 0` })
    .check(z.positive({ error: `${label} must be a number greater than 0` }));
const DECIMAL_ROUND_OFF_MESSAGE =
  'Decimal round-off must be a number from 0 up to (not including) 1';
const whole = (label: string) =>
  z
    .number({ error: `${label} must be a whole number greater than 0` })
    .check(
      z.int({ error: `${label} must be a whole number greater than 0` }),
      z.positive({ error: `${label} must be a whole number greater than 0` }),
    );

/**
 * Product meta (spec §3): the quantity calculator's constants and the selector keys a
 * shopper may still edit on the approve-design page. Every field defaults to the spec's
 * value, so `productMetaSchema.parse({})` gives {@link DEFAULT_PRODUCT_META}.
 *
 * @example
 * ```ts
 * import { productMetaSchema } from '@storefront/pricing';
 *
 * const meta = productMetaSchema.parse({ defaultIncrement: 25 });
 * meta.quantityThreshold; // 20148
 * ```
 */
export const productMetaSchema = z.object({
  quantityThreshold: z._default(whole('Quantity threshold'), QUANTITY_THRESHOLD),
  capacityFactor: z._default(positive('Capacity factor'), CAPACITY_FACTOR),
  decimalRoundOff: z._default(
    z
      .number({ error: DECIMAL_ROUND_OFF_MESSAGE })
      .check(
        z.minimum(0, { error: DECIMAL_ROUND_OFF_MESSAGE }),
        z.lt(1, { error: DECIMAL_ROUND_OFF_MESSAGE }),
      ),
    DECIMAL_ROUND_OFF,
  ),
  defaultIncrement: z._default(whole('Default increment'), DEFAULT_QUANTITY_INCREMENT),
  editableSelectorKeys: z._default(z.array(z.string().check(z.minLength(1))), ['Quantity']),
});

/**
 * Validated product meta.
 *
 * @example
 * ```ts
 * import { DEFAULT_PRODUCT_META, type ProductMeta } from '@storefront/pricing';
 *
 * const meta: ProductMeta = { ...DEFAULT_PRODUCT_META, defaultIncrement: 25 };
 * ```
 */
export type ProductMeta = z.output<typeof productMetaSchema>;

/**
 * The spec's product meta: threshold 20148, capacity factor 872.7, decimal round-off 0.3,
 * default increment 12, and only Quantity editable on the approve-design page.
 *
 * @example
 * ```ts
 * import { DEFAULT_PRODUCT_META } from '@storefront/pricing';
 *
 * DEFAULT_PRODUCT_META.capacityFactor; // 872.7
 * ```
 */
export const DEFAULT_PRODUCT_META: Readonly<ProductMeta> = Object.freeze({
  quantityThreshold: QUANTITY_THRESHOLD,
  capacityFactor: CAPACITY_FACTOR,
  decimalRoundOff: DECIMAL_ROUND_OFF,
  defaultIncrement: DEFAULT_QUANTITY_INCREMENT,
  editableSelectorKeys: Object.freeze(['Quantity']) as string[],
});
