import { describe, expect, it } from 'vitest';
import { allocate, split } from './allocate';
import { toDecimalString } from './format-money';
import { money } from './money';

const texts = (parts: ReturnType<typeof allocate>) => parts.map((part) => toDecimalString(part));

describe('allocate', () => {
  it('splits without losing a cent, leftovers to the largest remainders', () => {
    expect(texts(allocate(money('100.00'), [1, 1, 1]))).toEqual(['33.34', '33.33', '33.33']);
    expect(texts(allocate(money('0.05'), [3, 7]))).toEqual(['0.02', '0.03']);
    expect(texts(allocate(money('10.00'), [1, 2, 7]))).toEqual(['1.00', '2.00', '7.00']);
    expect(texts(allocate(money('0.10'), [1, 1, 1]))).toEqual(['0.04', '0.03', '0.03']);
    // 0.07 × 2/3 = 0.0466… leaves the larger remainder, so the second part gets the cent.
    expect(texts(allocate(money('0.07'), [1, 2]))).toEqual(['0.02', '0.05']);
  });

  it('gives nothing to a zero ratio', () => {
    expect(texts(allocate(money('1.00'), [0, 1, 0, 2]))).toEqual(['0.00', '0.33', '0.00', '0.67']);
  });

  it('splits a negative amount like its absolute value', () => {
    expect(texts(allocate(money('-100.00'), [1, 1, 1]))).toEqual(['-33.34', '-33.33', '-33.33']);
  });

  it('works at the amount’s own scale and currency', () => {
    const parts = allocate(money('1.000', 'CAD'), [1, 2]);
    expect(parts).toEqual([
      { amount: 333n, scale: 3, currency: 'CAD' },
      { amount: 667n, scale: 3, currency: 'CAD' },
    ]);
  });

  it('accepts bigint ratios', () => {
    expect(texts(allocate(money('9.00'), [1n, 2n]))).toEqual(['3.00', '6.00']);
  });

  it.each([
    [[], 'ratios: At least one ratio is needed'],
    [[0, 0], 'At least one ratio must be greater than 0'],
    [[1, -1], 'Ratios cannot be negative, got -1'],
    [[1.5], 'Must be a whole number, got 1.5'],
  ] as const)('refuses the ratios %j', (ratios, message) => {
    expect(() => allocate(money('1'), ratios)).toThrow(message.replace(/^ratios: /, ''));
  });
});

describe('split', () => {
  it('splits into near-equal parts', () => {
    expect(texts(split(money('10.00'), 3))).toEqual(['3.34', '3.33', '3.33']);
    expect(texts(split(money('0.01'), 4))).toEqual(['0.01', '0.00', '0.00', '0.00']);
    expect(texts(split(money('5'), 1))).toEqual(['5.00']);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %d parts', (parts) => {
    expect(() => split(money('1'), parts)).toThrow(/Parts must be a whole number above 0/);
  });
});
