import { describe, expect, it } from 'vitest';
import type { RoundingMode } from '../decimal';
import { money } from './money';
import { toCents } from './rounding';

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
