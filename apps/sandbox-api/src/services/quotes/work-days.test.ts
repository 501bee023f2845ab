import { describe, expect, it } from 'vitest';
import { addWorkDays, isWeekend } from './work-days.ts';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('addWorkDays', () => {
  it.each([
    ['Monday', '2031-06-02T15:00:00.000Z', '2031-06-04T15:00:00.000Z'],
    ['Wednesday', '2031-06-04T15:00:00.000Z', '2031-06-06T15:00:00.000Z'],
    ['Thursday', '2031-06-05T15:00:00.000Z', '2031-06-09T15:00:00.000Z'],
    ['Friday', '2031-06-06T15:00:00.000Z', '2031-06-10T15:00:00.000Z'],
    ['Saturday', '2031-06-07T15:00:00.000Z', '2031-06-10T15:00:00.000Z'],
    ['Sunday', '2031-06-08T15:00:00.000Z', '2031-06-10T15:00:00.000Z'],
  ])('counts two work days from a %s, skipping the weekend', (_day, from, expected) => {
    expect(addWorkDays(new Date(from), 2, NY).toISOString()).toBe(expected);
  });

  it('decides the weekday in the time zone, not in UTC', () => {
    // Friday 23:00 in New York is Saturday 05:00 in Berlin (and Saturday in UTC).
    const fridayNight = new Date('2031-06-07T03:00:00.000Z');

    expect(isWeekend(fridayNight, NY)).toBe(false);
    expect(isWeekend(fridayNight, BERLIN)).toBe(true);
    // New York: Monday and Tuesday count, so Tuesday 23:00 local.
    expect(addWorkDays(fridayNight, 2, NY).toISOString()).toBe('2031-06-11T03:00:00.000Z');
    // Berlin: Sunday is skipped, Monday and Tuesday count, so Tuesday 05:00 local.
    expect(addWorkDays(fridayNight, 2, BERLIN).toISOString()).toBe('2031-06-10T03:00:00.000Z');
  });

  it('keeps the date for zero days and refuses negative or fractional days', () => {
    const from = new Date('2031-06-07T15:00:00.000Z');
    expect(addWorkDays(from, 0, NY)).toEqual(from);
    expect(() => addWorkDays(from, -1, NY)).toThrow(RangeError);
    expect(() => addWorkDays(from, 1.5, NY)).toThrow(RangeError);
  });
});
