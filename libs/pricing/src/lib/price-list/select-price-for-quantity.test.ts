import { describe, expect, it } from 'vitest';
import { isPricingError } from '../errors';
import { money } from '../money/money';
import type { PriceListEntry } from './price-list-entry';
import { selectPriceForQuantity } from './select-price-for-quantity';

const priceList: PriceListEntry[] = [
  { quantity: 100, taxRate: 0.0825, totalPrice: money('487.00'), unitPrice: money('4.87') },
  { quantity: 50, taxRate: 0.0825, totalPrice: money('303.00'), unitPrice: money('6.06') },
  { quantity: 500, taxRate: 0.0625, totalPrice: money('1750.00'), unitPrice: money('3.50') },
];

describe('selectPriceForQuantity', () => {
  it('returns a listed quantity’s own entry', () => {
    expect(selectPriceForQuantity(priceList, 100)).toBe(priceList[0]);
    expect(selectPriceForQuantity(priceList, 50)).toBe(priceList[1]);
  });

  it('prices other quantities at the tier below, exactly', () => {
    expect(selectPriceForQuantity(priceList, 60)).toEqual({
      quantity: 60,
      taxRate: 0.0825,
      unitPrice: money('6.06'),
      totalPrice: money('363.60'),
    });
    expect(selectPriceForQuantity(priceList, 499).totalPrice).toEqual(money('2430.13'));
    expect(selectPriceForQuantity(priceList, 20148)).toMatchObject({
      taxRate: 0.0625,
      totalPrice: money('70518.00'),
    });
  });

  it('raises ECX011 for an empty price list', () => {
    expect(() => selectPriceForQuantity([], 24)).toThrow(
      'Unable to load price. Please retry again after sometime',
    );
    try {
      selectPriceForQuantity([], 24);
    } catch (error) {
      expect(isPricingError(error, 'ECX011')).toBe(true);
    }
  });

  it('raises ECX011 below the smallest tier', () => {
    try {
      selectPriceForQuantity(priceList, 49);
      expect.unreachable();
    } catch (error) {
      expect(isPricingError(error, 'ECX011')).toBe(true);
      expect(isPricingError(error) && error.issues).toEqual([
        { field: 'quantity', message: 'No price is listed for 49 or fewer boxes' },
      ]);
    }
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses the quantity %d', (quantity) => {
    expect(() => selectPriceForQuantity(priceList, quantity)).toThrow(
      expect.objectContaining({ reason: 'INVALID_QUANTITY' }),
    );
  });
});
