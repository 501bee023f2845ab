import { describe, expect, it } from 'vitest';
import type { RoundingMode } from '../decimal';
import { formatMoney, toDecimalString } from './format-money';
import { fromMinorUnits, money } from './money';

describe('toDecimalString', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['0', '0.00'],
    ['-0.1', '-0.10'],
    ['0.125', '0.13'],
    ['-0.125', '-0.13'],
    ['0.004', '0.00'],
    ['-0.004', '0.00'],
    ['99999999999999999999.999', '100000000000000000000.00'],
  ])('prints %s as %s', (text, expected) => {
    expect(toDecimalString(money(text))).toBe(expected);
  });

  it('takes a rounding mode and a number of fraction digits', () => {
    expect(toDecimalString(money('0.125'), { rounding: 'half-even' })).toBe('0.12');
    expect(toDecimalString(money('12.345'), { fractionDigits: 3 })).toBe('12.345');
    expect(toDecimalString(money('12.345'), { fractionDigits: 0 })).toBe('12');
    expect(toDecimalString(money('12.3'), { fractionDigits: 4 })).toBe('12.3000');
  });

  it('refuses bad options', () => {
    expect(() => toDecimalString(money('1'), { fractionDigits: 21 })).toThrow(
      'Scale (fraction digits) must be a whole number from 0 to 20, got 21',
    );
    expect(() => toDecimalString(money('1'), { rounding: 'down' as RoundingMode })).toThrow(
      /Rounding mode/,
    );
  });
});

describe('formatMoney', () => {
  it('shows a dollar sign, grouping and exactly 2 decimals', () => {
    expect(formatMoney(money('1234.5'))).toBe('$1,234.50');
    expect(formatMoney(money('0'))).toBe('$0.00');
    expect(formatMoney(money('0.005'))).toBe('$0.01');
    expect(formatMoney(money('-5'))).toBe('-$5.00');
    expect(formatMoney(money('-0.001'))).toBe('$0.00');
  });

  it('prints amounts beyond 2^53 cents exactly', () => {
    expect(formatMoney(fromMinorUnits(1234567890123456789n))).toBe('$12,345,678,901,234,567.89');
  });

  it('follows the locale and keeps the narrow dollar sign', () => {
    expect(formatMoney(money('1234.5'), 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatMoney(money('1234.5'), 'en-CA')).toBe('$1,234.50');
  });

  it('uses the currency of the amount', () => {
    expect(formatMoney(money('1234.5', 'EUR'))).toBe('€1,234.50');
  });
});
