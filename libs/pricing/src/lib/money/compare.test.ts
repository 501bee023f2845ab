import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError } from '../errors';
import { compare, isNegative, isZero } from './compare';
import { money } from './money';

describe('compare', () => {
  it('orders by value whatever the scale', () => {
    expect(compare(money('1.5'), money('1.50'))).toBe(0);
    expect(compare(money('1.499'), money('1.5'))).toBe(-1);
    expect(compare(money('-1'), money('-2'))).toBe(1);
  });

  it('fits Array.prototype.sort', () => {
    const sorted = [money('3'), money('-1'), money('2.005')].sort(compare);
    expect(sorted.map((amount) => amount.amount)).toEqual([-100n, 2005n, 300n]);
  });

  it('refuses to compare different currencies', () => {
    expect(() => compare(money('1'), money('1', 'CAD'))).toThrow(CurrencyMismatchError);
  });
});

describe('isZero and isNegative', () => {
  it('checks the sign exactly', () => {
    expect(isZero(money('0.000'))).toBe(true);
    expect(isZero(money('0.001'))).toBe(false);
    expect(isNegative(money('-0.01'))).toBe(true);
    expect(isNegative(money('0'))).toBe(false);
  });
});
