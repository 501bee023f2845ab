import { describe, expect, it } from 'vitest';
import {
  decimalFromNumber,
  divideRounded,
  formatUnits,
  parseDecimalString,
  rescale,
  toDecimal,
} from './decimal';

describe('parseDecimalString', () => {
  it.each([
    ['12.345', { units: 12345n, scale: 3 }],
    ['-0.10', { units: -10n, scale: 2 }],
    ['+7', { units: 7n, scale: 0 }],
    [' 3.5 ', { units: 35n, scale: 1 }],
    ['0', { units: 0n, scale: 0 }],
  ])('reads %j exactly', (text, expected) => {
    expect(parseDecimalString(text)).toEqual(expected);
  });

  it.each(['', '.5', '5.', '1,234.50', '1e3', 'abc', '--1', '1.2.3', 'NaN', `0.${'1'.repeat(21)}`])(
    'refuses %j',
    (text) => {
      expect(parseDecimalString(text)).toBeUndefined();
    },
  );
});

describe('decimalFromNumber', () => {
  it.each([
    [0.0825, { units: 825n, scale: 4 }],
    [0.1, { units: 1n, scale: 1 }],
    [1e21, { units: 10n ** 21n, scale: 0 }],
    [1e-7, { units: 1n, scale: 7 }],
    [-2.5e-3, { units: -25n, scale: 4 }],
    [42, { units: 42n, scale: 0 }],
  ])('reads %d as the decimal it prints as', (value, expected) => {
    expect(decimalFromNumber(value)).toEqual(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses %d',
    (value) => {
      expect(decimalFromNumber(value)).toBeUndefined();
    },
  );

  it('reads numbers and strings through toDecimal', () => {
    expect(toDecimal(0.3)).toEqual({ units: 3n, scale: 1 });
    expect(toDecimal('0.30')).toEqual({ units: 30n, scale: 2 });
  });
});

describe('divideRounded', () => {
  it.each([
    [5n, 2n, 'half-up', 3n],
    [5n, 2n, 'half-even', 2n],
    [7n, 2n, 'half-even', 4n],
    [-5n, 2n, 'half-up', -3n],
    [-5n, 2n, 'half-even', -2n],
    [-7n, 2n, 'half-even', -4n],
    [14n, 10n, 'half-up', 1n],
    [16n, 10n, 'half-even', 2n],
    [-16n, 10n, 'half-up', -2n],
    [20n, 10n, 'half-up', 2n],
  ] as const)('%d / %d (%s) is %d', (numerator, denominator, mode, expected) => {
    expect(divideRounded(numerator, denominator, mode)).toBe(expected);
  });
});

describe('rescale and formatUnits', () => {
  it('pads when the scale grows and rounds when it shrinks', () => {
    expect(rescale(125n, 2, 4, 'half-up')).toBe(12500n);
    expect(rescale(125n, 3, 2, 'half-up')).toBe(13n);
    expect(rescale(125n, 3, 2, 'half-even')).toBe(12n);
  });

  it.each([
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [123450n, 2, '1234.50'],
    [7n, 0, '7'],
  ])('prints %d at scale %d as %s', (units, scale, expected) => {
    expect(formatUnits(units, scale)).toBe(expected);
  });
});
