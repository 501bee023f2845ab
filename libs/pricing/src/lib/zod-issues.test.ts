// This file imports no classic zod (the product page's first load does not): zod/mini sets no
// locale, so these tests see whether pricing still words zod's own issues in English.
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import type { PricingInputError } from './errors';
import { fromPriceObject, type PriceObjectInput } from './money/price-object';
import { buildAllowedQuantities } from './quantity/allowed-quantities';
import { parsePriceList } from './price-list/parse-price-list';

function issuesOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as PricingInputError).issues;
  }
  return undefined;
}

describe('zod/mini issues', () => {
  it('read like classic zod English, without setting a global locale', () => {
    expect(globalConfig.localeError).toBeUndefined();
    const price = { type: 'centPrecision', centAmount: 1, currencyCode: 5 } as unknown;
    expect(issuesOf(() => fromPriceObject(price as PriceObjectInput))).toEqual([
      { field: 'currencyCode', message: 'Invalid input: expected string, received number' },
    ]);
    expect(
      issuesOf(() => parsePriceList([{ quantity: 50, taxRate: 0, totalPrice: null }])),
    ).toEqual([
      { field: '[0].totalPrice', message: 'Invalid input: expected object, received null' },
      { field: '[0].unitPrice', message: 'Invalid input: expected object, received undefined' },
    ]);
    expect(globalConfig.localeError).toBeUndefined();
  });

  it('keep the messages the schemas set themselves', () => {
    expect(
      issuesOf(() => buildAllowedQuantities([{ minimum: 5, maximum: 1, increment: 1 }])),
    ).toEqual([{ field: 'rules[0].minimum', message: 'Minimum must not be greater than maximum' }]);
  });
});
