import { expect, it } from 'vitest';
import * as Pricing from './index';

// Guards the public API of '@storefront/pricing': a new export is added here on purpose,
// never by accident (types are checked by the compiler, so only runtime names are listed).
it('exposes exactly the documented runtime exports', () => {
  expect(Object.keys(Pricing).sort()).toEqual([
    'BLOCKED_QUANTITY_KEYS',
    'PRICE_UNAVAILABLE_MESSAGE',
    'PRICING_MARKET',
    'PRICING_TIER',
    'PricingError',
    'QUANTITY_CALCULATOR_FIELDS',
    'QUANTITY_INVALID_MESSAGE',
    'QUANTITY_REQUIRED_MESSAGE',
    'add',
    'buildAllowedQuantities',
    'calculateBoxQuantity',
    'compare',
    'formatMoney',
    'fromMinorUnits',
    'fromPriceObject',
    'isNegative',
    'isPricingError',
    'isZero',
    'money',
    'multiply',
    'parsePriceList',
    'priceListSchema',
    'priceObjectSchema',
    'pricingContextFor',
    'productMetaSchema',
    'sanitizeQuantityInput',
    'selectPriceForQuantity',
    'subtract',
    'sum',
    'taxPercent',
    'toCents',
    'toDecimalString',
    'validateQuantityCalculatorInput',
    'zeroMoney',
  ]);
});
