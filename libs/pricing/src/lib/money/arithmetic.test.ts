import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError } from '../errors';
import { add, multiply, negate, subtract, sum } from './arithmetic';
import { toDecimalString } from './format-money';
import { money, type Money } from './money';

const format = (amount: Money) => toDecimalString(amount, { fractionDigits: amount.scale });

describe('add and subtract', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(add(money('0.1'), money('0.2'))).toEqual(money('0.30'));
  });

  it('works at the larger scale without rounding', () => {
    expect(add(money('1.005'), money('2.50'))).toEqual({
      amount: 3505n,
      scale: 3,
      currency: 'USD',
    });
    expect(subtract(money('10.00'), money('12.505'))).toEqual({
      amount: -2505n,
      scale: 3,
      currency: 'USD',
    });
  });

  it('throws a typed error when currencies differ', () => {
    expect(() => add(money('1', 'USD'), money('1', 'CAD'))).toThrow(CurrencyMismatchError);
    expect(() => subtract(money('1', 'USD'), money('1', 'EUR'))).toThrow(
      expect.objectContaining({ reason: 'CURRENCY_MISMATCH', expected: 'USD', received: 'EUR' }),
    );
  });
});

describe('multiply', () => {
  it('multiplies by whole quantities, number or bigint', () => {
    expect(format(multiply(money('0.45'), 500))).toBe('225.00');
    expect(format(multiply(money('19.99'), 3n))).toBe('59.97');
    expect(format(multiply(money('1.10'), -2))).toBe('-2.20');
    expect(multiply(money('0.12345'), 3)).toEqual({ amount: 37035n, scale: 5, currency: 'USD' });
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'refuses the multiplier %d',
    (quantity) => {
      expect(() => multiply(money('1'), quantity)).toThrow(
        expect.objectContaining({ reason: 'INVALID_AMOUNT' }),
      );
    },
  );
});

describe('negate and sum', () => {
  it('flips the sign', () => {
    expect(format(negate(money('5')))).toBe('-5.00');
    expect(format(negate(money('-5')))).toBe('5.00');
  });

  it('sums a list exactly', () => {
    const tenCents = Array.from({ length: 10 }, () => money('0.1'));
    expect(sum(tenCents)).toEqual(money('1.00'));
    expect(format(sum([money('19.99'), money('5.01'), money('0.10')]))).toBe('25.10');
  });

  it('sums an empty list to zero in the given currency', () => {
    expect(sum([])).toEqual(money('0', 'USD'));
    expect(sum([], 'CAD')).toEqual(money('0', 'CAD'));
  });

  it('refuses mixed currencies and a wrong empty-list currency', () => {
    expect(() => sum([money('1'), money('1', 'CAD')])).toThrow(CurrencyMismatchError);
    expect(() => sum([money('1')], 'CAD')).toThrow(CurrencyMismatchError);
    expect(() => sum([], 'cad')).toThrow(/ISO 4217/);
  });
});
