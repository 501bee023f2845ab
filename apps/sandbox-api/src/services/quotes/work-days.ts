/** The time zone a tenant's work days are counted in. */
export const TENANT_TIME_ZONES: Readonly<Record<string, string>> = {
  'north-america': 'America/New_York',
  germany: 'Europe/Berlin',
};

/** Time zone of a tenant without its own entry in {@link TENANT_TIME_ZONES}. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const DAY_MS = 24 * 60 * 60 * 1000;

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether `date` falls on a Saturday or Sunday in `timeZone`.
 *
 * @example
 * ```ts
 * isWeekend(new Date('2031-03-08T12:00:00Z'), 'America/New_York'); // true (a Saturday)
 * ```
 */
export function isWeekend(date: Date, timeZone: string): boolean {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  const weekday = format.format(date);
  return weekday === 'Sat' || weekday === 'Sun';
}

/**
 * The moment `workDays` work days after `from`: steps a day (24 hours) at a time and counts
 * only the days that are Monday to Friday in `timeZone`, so Saturdays and Sundays are skipped
 * and the time of day is kept. Friday noon plus two work days is Tuesday noon; Saturday noon
 * plus two is Tuesday noon as well.
 *
 * @example
 * ```ts
 * addWorkDays(new Date('2031-03-07T17:00:00Z'), 2, 'America/New_York').toISOString();
 * // '2031-03-11T17:00:00.000Z' (Friday → Tuesday)
 * ```
 */
export function addWorkDays(from: Date, workDays: number, timeZone: string): Date {
  if (!Number.isInteger(workDays) || workDays < 0) {
    throw new RangeError(`Cannot add ${workDays} work days`);
  }
  let ms = from.getTime();
  for (let counted = 0; counted < workDays;) {
    ms += DAY_MS;
    if (!isWeekend(new Date(ms), timeZone)) counted += 1;
  }
  return new Date(ms);
}
