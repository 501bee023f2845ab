// Public API of @storefront/pricing/react. Every name is listed on purpose and index.test.ts
// fails when the list changes. The framework-free logic (Money, price lists, quantities,
// the calculator formula) is imported from '@storefront/pricing'; nothing of it is
// re-exported here.

export { PriceTag, type PriceTagProps } from './price-tag';
export {
  useQuantityCalculator,
  type QuantityCalculatorFormValues,
  type QuantityCalculatorState,
  type UseQuantityCalculatorOptions,
} from './use-quantity-calculator';
