import {
  BOX_FILL_RATIO,
  CARTON_WEIGHT_POUNDS,
  DEFAULT_PRODUCT_META,
  productMetaSchema,
  type ProductMeta,
} from '../context/product-meta';
import {
  decimalFromNumber,
  divideRounded,
  formatUnits,
  powerOfTen,
  type Decimal,
} from '../decimal';
import { PricingInputError, type PricingIssue } from '../errors';
import { issuesFromZod, parseInEnglish } from '../zod-issues';
import {
  validateQuantityCalculatorInput,
  type QuantityCalculatorInput,
  type QuantityCalculatorField,
} from './quantity-calculator-input';

/**
 * What the quantity calculator works out, step by step (see the README for the formula).
 *
 * @example
 * ```ts
 * import { calculateBoxQuantity, type QuantityCalculatorResult } from '@storefront/pricing';
 *
 * const result: QuantityCalculatorResult = calculateBoxQuantity({
 *   length: 10, width: 8, height: 4, quantity: 100,
 * });
 * result.recommendedQuantity; // 48
 * ```
 */
export interface QuantityCalculatorResult {
  /** Whole 10-pound cartons of product: pounds ÷ 10, rounded up. */
  readonly cartons: number;
  /** Cubic inches the product takes: cartons × capacity factor. */
  readonly productVolume: number;
  /** Cubic inches inside one box: length × width × height. */
  readonly boxVolume: number;
  /** Cubic inches of one box the product may fill: box volume × 0.75. */
  readonly usableBoxVolume: number;
  /** Product volume ÷ usable box volume, to 4 decimals (for display). */
  readonly exactBoxes: number;
  /** Boxes after the decimal round-off, at least 1. */
  readonly boxesNeeded: number;
  /** Boxes to order: boxes needed rounded up to the increment, at most the threshold. */
  readonly recommendedQuantity: number;
  /** True when the rounded quantity was above the threshold (ask for a quote instead). */
  readonly exceedsThreshold: boolean;
}

function exact(value: number): Decimal {
  // Validated inputs and meta are finite, so the decimal always exists.
  return decimalFromNumber(value) ?? { units: 0n, scale: 0 };
}

function multiplyDecimals(...factors: Decimal[]): Decimal {
  return factors.reduce(
    (product, factor) => ({
      units: product.units * factor.units,
      scale: product.scale + factor.scale,
    }),
    { units: 1n, scale: 0 },
  );
}

function toNumber(value: Decimal): number {
  return Number(formatUnits(value.units, value.scale));
}

function resolveMeta(meta: Partial<ProductMeta> | undefined): ProductMeta {
  if (meta === undefined) return DEFAULT_PRODUCT_META;
  const parsed = parseInEnglish(productMetaSchema, meta);
  if (!parsed.success) {
    throw new PricingInputError('INVALID_CALCULATOR_INPUT', issuesFromZod(parsed.error, 'meta'));
  }
  return parsed.data;
}

/**
 * How many boxes a shopper needs for their product (the quantity calculator, spec §1, §5,
 * §9). Products are sold in 10-pound cartons and boxes are packed about three-quarters
 * full:
 *
 * 1. cartons = ⌈pounds ÷ 10⌉
 * 2. product volume = cartons × capacity factor (872.7 in³ per carton)
 * 3. usable box volume = length × width × height × 0.75
 * 4. exact boxes = product volume ÷ usable box volume
 * 5. boxes needed = whole boxes, plus one more when the fraction exceeds the decimal
 *    round-off (0.3); never fewer than 1
 * 6. recommended quantity = boxes needed rounded up to the default increment (12), capped at
 *    the quantity threshold (20148)
 *
 * Every step is exact (bigint rationals), so a fraction of exactly 0.3 rounds down.
 *
 * @throws {PricingInputError} `INVALID_CALCULATOR_INPUT` with one issue per wrong field
 * (`length`, `width`, `height`, `quantity`) or per wrong `meta.*` value.
 *
 * @example
 * ```ts
 * import { calculateBoxQuantity } from '@storefront/pricing';
 *
 * calculateBoxQuantity({ length: '10', width: '8', height: '4', quantity: '100' });
 * // { cartons: 10, productVolume: 8727, boxVolume: 320, usableBoxVolume: 240,
 * //   exactBoxes: 36.3625, boxesNeeded: 37, recommendedQuantity: 48, exceedsThreshold: false }
 * ```
 */
export function calculateBoxQuantity(
  input: QuantityCalculatorInput,
  meta?: Partial<ProductMeta>,
): QuantityCalculatorResult {
  const settings = resolveMeta(meta);
  const validation = validateQuantityCalculatorInput(input);
  if (!validation.success) {
    const issues: PricingIssue[] = Object.entries(validation.errors).map(([field, message]) => ({
      field: field as QuantityCalculatorField,
      message: message ?? '',
    }));
    throw new PricingInputError('INVALID_CALCULATOR_INPUT', issues);
  }
  const { length, width, height, quantity } = validation.values;

  const cartonWeight = BigInt(CARTON_WEIGHT_POUNDS);
  const cartons = (BigInt(quantity) + cartonWeight - 1n) / cartonWeight;
  const productVolume = multiplyDecimals(
    { units: cartons, scale: 0 },
    exact(settings.capacityFactor),
  );
  const boxVolume = multiplyDecimals(exact(length), exact(width), exact(height));
  const usableBoxVolume = multiplyDecimals(boxVolume, exact(BOX_FILL_RATIO));

  // exact boxes = numerator / denominator, both brought to whole numbers.
  const numerator = productVolume.units * powerOfTen(usableBoxVolume.scale);
  const denominator = usableBoxVolume.units * powerOfTen(productVolume.scale);
  const wholeBoxes = numerator / denominator;
  const remainder = numerator % denominator;
  const roundOff = exact(settings.decimalRoundOff);
  const fractionExceedsRoundOff =
    remainder * powerOfTen(roundOff.scale) > roundOff.units * denominator;
  let boxesNeeded = wholeBoxes + (fractionExceedsRoundOff ? 1n : 0n);
  if (boxesNeeded < 1n) boxesNeeded = 1n;

  const increment = BigInt(settings.defaultIncrement);
  const rounded = ((boxesNeeded + increment - 1n) / increment) * increment;
  const threshold = BigInt(settings.quantityThreshold);
  const exceedsThreshold = rounded > threshold;

  return {
    cartons: Number(cartons),
    productVolume: toNumber(productVolume),
    boxVolume: toNumber(boxVolume),
    usableBoxVolume: toNumber(usableBoxVolume),
    exactBoxes: toNumber({
      units: divideRounded(numerator * powerOfTen(4), denominator, 'half-up'),
      scale: 4,
    }),
    boxesNeeded: Number(boxesNeeded),
    recommendedQuantity: Number(exceedsThreshold ? threshold : rounded),
    exceedsThreshold,
  };
}
