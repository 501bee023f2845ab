import { buildAllowedQuantities } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { allowedQuantities, parseWholeQuantity } from './quantities.ts';
import { CATALOG_PRODUCTS } from './seed.ts';

describe('allowedQuantities', () => {
  it.each(CATALOG_PRODUCTS.map((product) => [product.productKey, product] as const))(
    'agrees with buildAllowedQuantities of @storefront/pricing for %s',
    (_key, product) => {
      const options = {
        whitelist: product.whitelistedQuantities,
        limit: product.pricingGridQuantity,
      };
      expect(allowedQuantities(product.quantityRules, options)).toEqual(
        buildAllowedQuantities(product.quantityRules, options),
      );
      expect(allowedQuantities(product.quantityRules, { limit: 100 })).toEqual(
        buildAllowedQuantities(product.quantityRules, { limit: 100 }),
      );
    },
  );

  it('keeps whitelisted quantities some rule produces, sorted and without duplicates', () => {
    expect(
      allowedQuantities([1, { minimum: 10, maximum: 100, increment: 5 }], {
        whitelist: [50, 12, 1, 50, 500],
        limit: 100,
      }),
    ).toEqual([1, 50]);
  });
});

describe('parseWholeQuantity', () => {
  it('reads whole numbers above 0 and nothing else', () => {
    expect(parseWholeQuantity(' 250 ')).toBe(250);
    expect(parseWholeQuantity('0')).toBeUndefined();
    expect(parseWholeQuantity('2.5')).toBeUndefined();
    expect(parseWholeQuantity('1e3')).toBeUndefined();
    expect(parseWholeQuantity('')).toBeUndefined();
  });
});
