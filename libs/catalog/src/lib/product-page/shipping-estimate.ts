import dayjs from 'dayjs';

/**
 * The address the shipping estimate is for until the shopper gives one (spec §9: TX, 76001,
 * US, Arlington, marked as PO box).
 *
 * @example
 * `${DEFAULT_ESTIMATE_ADDRESS.city}, ${DEFAULT_ESTIMATE_ADDRESS.state} ${DEFAULT_ESTIMATE_ADDRESS.postalCode}`; // 'Arlington, TX 76001'
 */
export const DEFAULT_ESTIMATE_ADDRESS = Object.freeze({
  state: 'TX',
  postalCode: '76001',
  country: 'US',
  city: 'Arlington',
  isPoBox: true,
});

/**
 * Work days a printed order takes before it ships (production time; the spec gives none).
 *
 * @example
 * addWorkDays(new Date(), PRODUCTION_WORK_DAYS);
 */
export const PRODUCTION_WORK_DAYS = 10;

/**
 * Work days a $1 sample (stock box, no printing) takes before it ships.
 *
 * @example
 * addWorkDays(new Date(), SAMPLE_WORK_DAYS);
 */
export const SAMPLE_WORK_DAYS = 2;

/**
 * The date `workDays` work days after `from`, skipping Saturdays and Sundays (spec §9: work
 * days skip weekends). Day 0 is `from` itself; the time of day is kept.
 *
 * @example
 * addWorkDays(new Date('2026-03-06T12:00:00'), 1); // Monday 2026-03-09 (Friday + 1 work day)
 */
export function addWorkDays(from: Date, workDays: number): Date {
  if (!Number.isSafeInteger(workDays) || workDays < 0) {
    throw new RangeError(`Work days must be a whole number from 0, got ${String(workDays)}`);
  }
  let day = dayjs(from);
  let left = workDays;
  while (left > 0) {
    day = day.add(1, 'day');
    const weekday = day.day();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toDate();
}
