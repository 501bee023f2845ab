// Public API of @storefront/pricing (framework-free). Every name is listed on purpose and
// index.test.ts fails when the list changes. Left out on purpose: the internal decimal
// helpers (lib/decimal.ts) and the @internal helpers of the money modules (createMoney,
// align, assert*), so the Money representation can only be built through validated
// constructors. React lives in '@storefront/pricing/react'.

export {
  CurrencyMismatchError,
  PRICE_UNAVAILABLE_MESSAGE,
  PriceUnavailableError,
  PricingError,
  PricingInputError,
  isPricingError,
  type PricingErrorCode,
  type PricingErrorInit,
  type PricingIssue,
} from './lib/errors';
export type { RoundingMode } from './lib/decimal';

// Money
export {
  DEFAULT_CURRENCY,
  PRICE_FRACTION_DIGITS,
  fromMinorUnits,
  isMoney,
  money,
  zeroMoney,
  type MinorUnitsOptions,
  type Money,
} from './lib/money/money';
export { add, multiply, negate, subtract, sum } from './lib/money/arithmetic';
export { allocate, split } from './lib/money/allocate';
export { compare, equals, isNegative, isZero } from './lib/money/compare';
export { roundMoney, toCents, type RoundMoneyOptions } from './lib/money/rounding';
export { formatMoney, toDecimalString, type DecimalStringOptions } from './lib/money/format-money';
export {
  centPrecisionPriceSchema,
  fromPriceObject,
  highPrecisionPriceSchema,
  toPriceObject,
  type PriceObject,
  type PriceObjectInput,
} from './lib/money/price-object';
export { priceObjectSchema } from './lib/money/price-object-classic';

// Price list
export {
  priceListEntrySchema,
  priceListSchema,
  type PriceListEntry,
  type PriceListEntryData,
} from './lib/price-list/price-list-entry';
export { parsePriceList } from './lib/price-list/parse-price-list';
export { selectPriceForQuantity } from './lib/price-list/select-price-for-quantity';
export { taxPercent } from './lib/price-list/tax-percent';

// Quantities
export {
  MAX_ALLOWED_QUANTITIES,
  buildAllowedQuantities,
  quantityRangeSchema,
  quantityRuleSchema,
  type AllowedQuantitiesOptions,
  type QuantityRange,
  type QuantityRule,
} from './lib/quantity/allowed-quantities';
export {
  BLOCKED_QUANTITY_KEYS,
  isBlockedQuantityKey,
  sanitizeQuantityInput,
} from './lib/quantity/quantity-input';
export {
  QUANTITY_INVALID_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
  parseQuantity,
} from './lib/quantity/parse-quantity';

// Quantity calculator
export {
  QUANTITY_CALCULATOR_FIELDS,
  quantityCalculatorInputSchema,
  validateQuantityCalculatorInput,
  type QuantityCalculatorErrors,
  type QuantityCalculatorField,
  type QuantityCalculatorInput,
  type QuantityCalculatorValidation,
  type QuantityCalculatorValues,
} from './lib/calculator/quantity-calculator-input';
export {
  calculateBoxQuantity,
  type QuantityCalculatorResult,
} from './lib/calculator/calculate-box-quantity';

// Pricing context and product meta
export {
  BOX_FILL_RATIO,
  CAPACITY_FACTOR,
  CARTON_WEIGHT_POUNDS,
  DECIMAL_ROUND_OFF,
  DEFAULT_PRODUCT_META,
  DEFAULT_QUANTITY_INCREMENT,
  QUANTITY_THRESHOLD,
  productMetaSchema,
  type ProductMeta,
} from './lib/context/product-meta';
export {
  PRICING_MARKET,
  PRICING_MERCHANTS,
  PRICING_TIER,
  pricingContextFor,
  pricingStoreKind,
  type PricingStoreKind,
  type ProductPricingContext,
} from './lib/context/pricing-context';
