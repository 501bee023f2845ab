import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../errors';
import {
  parseQuantity,
  QUANTITY_INVALID_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
} from './parse-quantity';

describe('parseQuantity', () => {
  it.each([
    ['250', 250],
    [' 024 ', 24],
    [24, 24],
    ['1', 1],
  ])('reads %j as %d', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each(['', '   ', null, undefined, Number.NaN])(
    'says quantity is mandatory for %j',
    (input) => {
      expect(() => parseQuantity(input)).toThrow(QUANTITY_REQUIRED_MESSAGE);
      expect(QUANTITY_REQUIRED_MESSAGE).toBe('Quantity is mandatory');
    },
  );

  it.each(['0', 0, '-5', -5, '1.5', 1.5, '1e3', 'ten', '+5', '9007199254740993', Infinity])(
    'refuses %j as not a whole number above 0',
    (input) => {
      expect(() => parseQuantity(input)).toThrow(QUANTITY_INVALID_MESSAGE);
    },
  );

  it('throws a PricingInputError on the quantity field', () => {
    try {
      parseQuantity('');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PricingInputError);
      expect(error).toMatchObject({
        reason: 'INVALID_QUANTITY',
        issues: [{ field: 'quantity', message: 'Quantity is mandatory' }],
      });
    }
  });

  it('refuses values of other types', () => {
    expect(() => parseQuantity({} as unknown as string)).toThrow(QUANTITY_INVALID_MESSAGE);
  });
});
