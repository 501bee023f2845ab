import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_ADDRESS, addWorkDays } from './shipping-estimate';

const day = (text: string) => new Date(`${text}T12:00:00`);
const iso = (date: Date) => dayjs(date).format('YYYY-MM-DD');

describe('addWorkDays', () => {
  it('skips weekends', () => {
    expect(iso(addWorkDays(day('2026-03-06'), 1))).toBe('2026-03-09'); // Friday → Monday
    expect(iso(addWorkDays(day('2026-03-02'), 10))).toBe('2026-03-16'); // Monday + 2 weeks
    expect(iso(addWorkDays(day('2026-03-07'), 1))).toBe('2026-03-09'); // Saturday → Monday
    expect(iso(addWorkDays(day('2026-03-04'), 0))).toBe('2026-03-04');
  });

  it('refuses a negative or fractional number of days', () => {
    expect(() => addWorkDays(day('2026-03-04'), -1)).toThrow(RangeError);
    expect(() => addWorkDays(day('2026-03-04'), 1.5)).toThrow(RangeError);
  });

  it('lands on a weekday with exactly N weekdays after the start (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (from, workDays) => {
          const result = dayjs(addWorkDays(from, workDays));
          expect([0, 6]).not.toContain(result.day());
          let weekdays = 0;
          for (
            let cursor = dayjs(from).add(1, 'day');
            !cursor.isAfter(result, 'day');
            cursor = cursor.add(1, 'day')
          ) {
            if (cursor.day() !== 0 && cursor.day() !== 6) weekdays += 1;
          }
          expect(weekdays).toBe(workDays);
        },
      ),
    );
  });

  it('estimates for Arlington, TX 76001 by default (a PO box)', () => {
    expect(DEFAULT_ESTIMATE_ADDRESS).toEqual({
      state: 'TX',
      postalCode: '76001',
      country: 'US',
      city: 'Arlington',
      isPoBox: true,
    });
  });
});
