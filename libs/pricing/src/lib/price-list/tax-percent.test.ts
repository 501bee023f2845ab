import { describe, expect, it } from 'vitest';
import { taxPercent } from './tax-percent';

describe('taxPercent', () => {
  it.each([
    [0.0825, 8],
    [0.0625, 6],
    [0.07, 7],
    [0.1, 10],
    [0, 0],
    [1, 100],
    [0.0749, 7],
    [0.0751, 8],
  ])('shows %d as %d %%', (rate, percent) => {
    expect(taxPercent(rate)).toBe(percent);
  });

  it('rounds halves up, reading the rate as the decimal it was written as', () => {
    // Math.round(0.145 * 100) is 14, because 0.145 * 100 is 14.499999999999998 in floats.
    expect(taxPercent(0.145)).toBe(15);
    expect(taxPercent(0.085)).toBe(9);
    expect(taxPercent(0.005)).toBe(1);
    expect(taxPercent(0.575)).toBe(58);
  });

  it('accepts decimal strings', () => {
    expect(taxPercent('0.0825')).toBe(8);
    expect(taxPercent('0.145')).toBe(15);
  });

  it('handles tiny rates printed with an exponent', () => {
    expect(taxPercent(1e-7)).toBe(0);
  });

  it.each([-0.01, Number.NaN, Number.POSITIVE_INFINITY, '8%', '', null])('refuses %j', (rate) => {
    expect(() => taxPercent(rate as number)).toThrow(
      expect.objectContaining({ reason: 'INVALID_AMOUNT' }),
    );
  });
});
