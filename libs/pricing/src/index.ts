// Public API of @storefront/pricing (framework-free): what the other libraries, the apps and
// the sandbox use, each name on purpose; index.test.ts fails when the list changes. React lives
// in '@storefront/pricing/react'.
//
// Left out on purpose: the error subclasses (`isPricingError(error, reason)` tells them apart),
// the internal decimal helpers and the @internal helpers of the money modules (createMoney,
// align, assert*), so Money can only be built through validated constructors, and the checks
// behind the parsing functions (parsePriceList, buildAllowedQuantities, fromPriceObject: by hand,
// so a rendering page loads no zod; validateQuantityCalculatorInput), whose results and issues
// are the contract. priceObjectSchema and priceListSchema are exported for response schemas to
// compose; they are the reference the hand-written checks are tested against.

// Errors
export { PRICE_UNAVAILABLE_MESSAGE, PricingError, isPricingError } from './lib/errors';
export type { PricingErrorCode } from './lib/errors';

// Money
export { fromMinorUnits, money, zeroMoney, type Money } from './lib/money/money';
export { add, multiply, subtract, sum } from './lib/money/arithmetic';
export { compare, isNegative, isZero } from './lib/money/compare';
export { toCents } from './lib/money/rounding';
export { formatMoney, toDecimalString } from './lib/money/format-money';
export { fromPriceObject, type PriceObjectInput } from './lib/money/price-object';
export { priceObjectSchema } from './lib/money/price-object-schema';

// Price list
export type { PriceListEntry } from './lib/price-list/price-list-entry';
export { priceListSchema } from './lib/price-list/price-list-schema';
export { parsePriceList } from './lib/price-list/parse-price-list';
export { selectPriceForQuantity } from './lib/price-list/select-price-for-quantity';
export { taxPercent } from './lib/price-list/tax-percent';

// Quantities
export {
  buildAllowedQuantities,
  type AllowedQuantitiesOptions,
  type QuantityRule,
} from './lib/quantity/allowed-quantities';
export {
  BLOCKED_QUANTITY_KEYS,
  QUANTITY_INVALID_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
  sanitizeQuantityInput,
} from './lib/quantity/quantity-input';

// Quantity calculator and product meta
export {
  QUANTITY_CALCULATOR_FIELDS,
  validateQuantityCalculatorInput,
  type QuantityCalculatorField,
  type QuantityCalculatorValues,
} from './lib/calculator/quantity-calculator-input';
export { calculateBoxQuantity } from './lib/calculator/calculate-box-quantity';
export { productMetaSchema, type ProductMeta } from './lib/context/product-meta';

// Pricing context of a store (spec §9)
export { PRICING_MARKET, PRICING_TIER, pricingContextFor } from './lib/context/pricing-context';
