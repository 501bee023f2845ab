import { describe, expect, it } from 'vitest';
import type { RoundingMode } from '../decimal';
import { money } from './money';
import { roundMoney, toCents } from './rounding';

describe('toCents', () => {
  it.each([
    ['2.675', 'half-up', 268n],
    ['2.675', 'half-even', 268n],
    ['2.665', 'half-up', 267n],
    ['2.665', 'half-even', 266n],
    ['0.125', 'half-up', 13n],
    ['0.125', 'half-even', 12n],
    ['-0.125', 'half-up', -13n],
    ['-0.125', 'half-even', -12n],
    ['-0.135', 'half-even', -14n],
    ['0.1249999', 'half-up', 12n],
    ['0.1250001', 'half-even', 13n],
    ['12.5', 'half-even', 1250n],
    ['7', 'half-up', 700n],
  ] as const)('%s with %s is %d cents', (text, mode, cents) => {
    expect(toCents(money(text), mode)).toBe(cents);
  });

  it('refuses an unknown rounding mode', () => {
    expect(() => toCents(money('1'), 'ceiling' as RoundingMode)).toThrow(
      "Rounding mode must be 'half-even' or 'half-up', got ceiling",
    );
  });
});

describe('roundMoney', () => {
  it('rounds to 2 digits by default and to any scale on request', () => {
    expect(roundMoney(money('0.4567'), { mode: 'half-up' })).toEqual(money('0.46'));
    expect(roundMoney(money('0.4565'), { mode: 'half-even', scale: 3 })).toEqual({
      amount: 456n,
      scale: 3,
      currency: 'USD',
    });
    expect(roundMoney(money('1.5'), { mode: 'half-even', scale: 0 })).toEqual({
      amount: 2n,
      scale: 0,
      currency: 'USD',
    });
  });

  it('pads without changing the value when the scale grows', () => {
    expect(roundMoney(money('1.25'), { mode: 'half-up', scale: 4 })).toEqual({
      amount: 12500n,
      scale: 4,
      currency: 'USD',
    });
  });

  it('refuses a bad scale or mode', () => {
    expect(() => roundMoney(money('1'), { mode: 'half-up', scale: -1 })).toThrow(/fraction digits/);
    expect(() => roundMoney(money('1'), { mode: 'up' as RoundingMode })).toThrow(/Rounding mode/);
  });
});
