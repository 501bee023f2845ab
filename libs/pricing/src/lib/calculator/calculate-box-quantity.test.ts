import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../errors';
import { calculateBoxQuantity } from './calculate-box-quantity';

describe('calculateBoxQuantity', () => {
  it.each([
    [
      'works through every step for a 10 × 8 × 4 box and 100 lb',
      { length: 10, width: 8, height: 4, quantity: 100 },
      {
        cartons: 10,
        productVolume: 8727,
        boxVolume: 320,
        usableBoxVolume: 240,
        exactBoxes: 36.3625,
        boxesNeeded: 37,
        recommendedQuantity: 48,
        exceedsThreshold: false,
      },
    ],
    [
      'caps the recommendation at the threshold of 20148',
      { length: 2, width: 2, height: 2, quantity: 2000 },
      {
        cartons: 200,
        productVolume: 174540,
        boxVolume: 8,
        usableBoxVolume: 6,
        exactBoxes: 29090,
        boxesNeeded: 29090,
        recommendedQuantity: 20148,
        exceedsThreshold: true,
      },
    ],
  ])('%s', (_, input, result) => {
    expect(calculateBoxQuantity(input)).toEqual(result);
  });

  it('rounds pounds up to whole 10-pound cartons', () => {
    const box = { length: '12', width: '12', height: '12' };
    expect(calculateBoxQuantity({ ...box, quantity: '1' }).cartons).toBe(1);
    expect(calculateBoxQuantity({ ...box, quantity: '10' }).cartons).toBe(1);
    expect(calculateBoxQuantity({ ...box, quantity: '11' }).cartons).toBe(2);
    expect(calculateBoxQuantity({ ...box, quantity: '25' }).cartons).toBe(3);
  });

  it('rounds a fraction of at most 0.3 down and anything more up, exactly at the boundary', () => {
    // 29.09 × 20 × 20 × 0.75 = 8727 in³, so the exact boxes are cartons ÷ 10.
    const box = { length: '29.09', width: '20', height: '20' };
    const exactlyPointThree = calculateBoxQuantity({ ...box, quantity: '130' });
    expect(exactlyPointThree).toMatchObject({ cartons: 13, exactBoxes: 1.3, boxesNeeded: 1 });
    const pointFour = calculateBoxQuantity({ ...box, quantity: '131' });
    expect(pointFour).toMatchObject({ cartons: 14, exactBoxes: 1.4, boxesNeeded: 2 });
    expect(calculateBoxQuantity({ ...box, quantity: '20' })).toMatchObject({
      exactBoxes: 0.2,
      boxesNeeded: 1,
      recommendedQuantity: 12,
    });
  });

  it('rounds up to the increment of 12', () => {
    expect(
      calculateBoxQuantity({ length: 16, width: 12, height: 8, quantity: 5000 }),
    ).toMatchObject({ boxesNeeded: 379, recommendedQuantity: 384 });
    expect(calculateBoxQuantity({ length: 9, width: 6.5, height: 2, quantity: 250 })).toMatchObject(
      { boxesNeeded: 249, recommendedQuantity: 252 },
    );
  });

  it('keeps a recommendation equal to the threshold', () => {
    // 1679 × 12 = 20148 exactly: 20148 boxes of 872.7 ÷ 0.75 in³ each hold 20148 cartons.
    const result = calculateBoxQuantity(
      { length: '1163.6', width: '1', height: '1', quantity: String(20148 * 10) },
      {},
    );
    expect(result).toMatchObject({
      boxesNeeded: 20148,
      recommendedQuantity: 20148,
      exceedsThreshold: false,
    });
  });

  it('takes product meta overrides', () => {
    const input = { length: 10, width: 8, height: 4, quantity: 100 };
    expect(calculateBoxQuantity(input, { defaultIncrement: 25 }).recommendedQuantity).toBe(50);
    expect(calculateBoxQuantity(input, { decimalRoundOff: 0.4 }).boxesNeeded).toBe(36);
    expect(calculateBoxQuantity(input, { quantityThreshold: 24 })).toMatchObject({
      recommendedQuantity: 24,
      exceedsThreshold: true,
    });
    expect(calculateBoxQuantity(input, { capacityFactor: 480 })).toMatchObject({
      exactBoxes: 20,
      boxesNeeded: 20,
    });
  });

  it('throws INVALID_CALCULATOR_INPUT with one issue per wrong field', () => {
    try {
      calculateBoxQuantity({ length: '', width: '0', height: '4', quantity: '1.5' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PricingInputError);
      expect(error).toMatchObject({
        reason: 'INVALID_CALCULATOR_INPUT',
        issues: [
          { field: 'length', message: 'Length is required' },
          { field: 'width', message: 'Width must be a number greater than 0' },
          { field: 'quantity', message: 'Quantity must be a whole number greater than 0' },
        ],
      });
    }
  });

  it('refuses bad product meta', () => {
    const input = { length: 10, width: 8, height: 4, quantity: 100 };
    expect(() => calculateBoxQuantity(input, { defaultIncrement: 0 })).toThrow(
      'Default increment must be a whole number greater than 0',
    );
    expect(() => calculateBoxQuantity(input, { decimalRoundOff: 1 })).toThrow(
      'Decimal round-off must be a number from 0 up to (not including) 1',
    );
    try {
      calculateBoxQuantity(input, { capacityFactor: -1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        reason: 'INVALID_CALCULATOR_INPUT',
        issues: [
          {
            field: 'meta.capacityFactor',
            message: 'Capacity factor must be a number greater than 0',
          },
        ],
      });
    }
  });
});
