import { describe, expect, it } from 'vitest';
import {
  BOX_FILL_RATIO,
  CAPACITY_FACTOR,
  CARTON_WEIGHT_POUNDS,
  DECIMAL_ROUND_OFF,
  DEFAULT_PRODUCT_META,
  DEFAULT_QUANTITY_INCREMENT,
  QUANTITY_THRESHOLD,
  productMetaSchema,
} from './product-meta';

describe('product meta', () => {
  it('holds the spec’s constants', () => {
    expect(QUANTITY_THRESHOLD).toBe(20148);
    expect(CAPACITY_FACTOR).toBe(872.7);
    expect(DECIMAL_ROUND_OFF).toBe(0.3);
    expect(DEFAULT_QUANTITY_INCREMENT).toBe(12);
    expect(CARTON_WEIGHT_POUNDS).toBe(10);
    expect(BOX_FILL_RATIO).toBe(0.75);
    expect(QUANTITY_THRESHOLD % DEFAULT_QUANTITY_INCREMENT).toBe(0);
  });

  it('defaults every field to the spec', () => {
    expect(productMetaSchema.parse({})).toEqual(DEFAULT_PRODUCT_META);
    expect(Object.isFrozen(DEFAULT_PRODUCT_META)).toBe(true);
    expect(DEFAULT_PRODUCT_META.editableSelectorKeys).toEqual(['Quantity']);
  });

  it('accepts overrides and rejects bad values', () => {
    expect(
      productMetaSchema.parse({ editableSelectorKeys: ['Quantity', 'PrintColor'] })
        .editableSelectorKeys,
    ).toEqual(['Quantity', 'PrintColor']);
    expect(productMetaSchema.safeParse({ quantityThreshold: 1.5 }).success).toBe(false);
    expect(productMetaSchema.safeParse({ decimalRoundOff: -0.1 }).success).toBe(false);
    expect(productMetaSchema.safeParse({ capacityFactor: 0 }).success).toBe(false);
    expect(productMetaSchema.safeParse({ editableSelectorKeys: [''] }).success).toBe(false);
  });
});
