import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../errors';
import { money } from './money';
import { fromPriceObject, type PriceObjectInput } from './price-object';
import { priceObjectSchema } from './price-object-schema';

describe('priceObjectSchema', () => {
  it('fills fractionDigits with 2', () => {
    expect(
      priceObjectSchema.parse({ type: 'centPrecision', centAmount: 1250, currencyCode: 'USD' }),
    ).toEqual({ type: 'centPrecision', centAmount: 1250, currencyCode: 'USD', fractionDigits: 2 });
  });

  it.each([
    [{ type: 'centPrecision', centAmount: 12.5, currencyCode: 'USD' }, 'centAmount'],
    [{ type: 'centPrecision', centAmount: 1, currencyCode: 'usd' }, 'currencyCode'],
    [{ type: 'highPrecision', centAmount: 1, currencyCode: 'USD' }, 'preciseAmount'],
    [
      { type: 'centPrecision', centAmount: 1, currencyCode: 'USD', fractionDigits: -1 },
      'fractionDigits',
    ],
    [{ type: 'centPrecision', centAmount: 2 ** 53, currencyCode: 'USD' }, 'centAmount'],
    [{ type: 'lowPrecision', centAmount: 1, currencyCode: 'USD' }, 'type'],
  ])('rejects %j at %s', (value, field) => {
    const result = priceObjectSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('fromPriceObject', () => {
  it('reads centPrecision as cents', () => {
    expect(
      fromPriceObject({ type: 'centPrecision', centAmount: 123450, currencyCode: 'USD' }),
    ).toEqual(money('1234.50'));
  });

  it('reads highPrecision at its own fraction digits', () => {
    expect(
      fromPriceObject({
        type: 'highPrecision',
        preciseAmount: 45678,
        currencyCode: 'USD',
        fractionDigits: 5,
      }),
    ).toEqual({ amount: 45678n, scale: 5, currency: 'USD' });
    expect(
      fromPriceObject({ type: 'highPrecision', preciseAmount: 1250, currencyCode: 'CAD' }),
    ).toEqual(money('12.50', 'CAD'));
  });

  it('throws INVALID_AMOUNT naming the wrong field', () => {
    const bad = { type: 'centPrecision', centAmount: 1.5, currencyCode: 'USD' } as PriceObjectInput;
    expect(() => fromPriceObject(bad)).toThrow(PricingInputError);
    try {
      fromPriceObject(bad);
    } catch (error) {
      expect((error as PricingInputError).issues).toEqual([
        { field: 'centAmount', message: 'Amount must be a whole number of minor units' },
      ]);
    }
  });
});
