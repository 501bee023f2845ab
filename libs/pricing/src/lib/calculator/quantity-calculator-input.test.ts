import { describe, expect, it } from 'vitest';
import {
  quantityCalculatorInputSchema,
  validateQuantityCalculatorInput,
  type QuantityCalculatorInput,
} from './quantity-calculator-input';

describe('validateQuantityCalculatorInput', () => {
  it('reads text and numbers into numbers', () => {
    expect(
      validateQuantityCalculatorInput({
        length: ' 12.5 ',
        width: 9.25,
        height: '3.5',
        quantity: '45',
      }),
    ).toEqual({ success: true, values: { length: 12.5, width: 9.25, height: 3.5, quantity: 45 } });
  });

  it('says which fields are required', () => {
    expect(validateQuantityCalculatorInput({})).toEqual({
      success: false,
      errors: {
        length: 'Length is required',
        width: 'Width is required',
        height: 'Height is required',
        quantity: 'Quantity is required',
      },
    });
    expect(
      validateQuantityCalculatorInput({
        length: '',
        width: '  ',
        height: null,
        quantity: Number.NaN,
      }),
    ).toMatchObject({
      success: false,
      errors: { length: 'Length is required', quantity: 'Quantity is required' },
    });
  });

  it.each([
    ['0', 'Length must be a number greater than 0'],
    ['-3', 'Length must be a number greater than 0'],
    ['abc', 'Length must be a number greater than 0'],
    ['1e3', 'Length must be a number greater than 0'],
    ['12,5', 'Length must be a number greater than 0'],
    [Number.POSITIVE_INFINITY, 'Length must be a number greater than 0'],
    [true, 'Length must be a number greater than 0'],
  ])('refuses the length %j', (length, message) => {
    const outcome = validateQuantityCalculatorInput({
      length: length as QuantityCalculatorInput['length'],
      width: '8',
      height: '4',
      quantity: '100',
    });
    expect(outcome).toEqual({ success: false, errors: { length: message } });
  });

  it.each(['1.5', '0', '-10', 2.5])('refuses the quantity %j (whole pounds only)', (quantity) => {
    expect(
      validateQuantityCalculatorInput({ length: '10', width: '8', height: '4', quantity }),
    ).toEqual({
      success: false,
      errors: { quantity: 'Quantity must be a whole number greater than 0' },
    });
  });

  it('gives each field its own message at once', () => {
    expect(validateQuantityCalculatorInput({ length: '10', width: '0', height: 'abc' })).toEqual({
      success: false,
      errors: {
        width: 'Width must be a number greater than 0',
        height: 'Height must be a number greater than 0',
        quantity: 'Quantity is required',
      },
    });
  });

  it('exposes the same rules as a zod schema', () => {
    expect(
      quantityCalculatorInputSchema.parse({
        length: '10',
        width: '8',
        height: '4',
        quantity: '100',
      }),
    ).toEqual({ length: 10, width: 8, height: 4, quantity: 100 });
    expect(quantityCalculatorInputSchema.safeParse({ length: '10' }).success).toBe(false);
  });
});
