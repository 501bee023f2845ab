/** The storefront's time zone (spec §9); "today" is the calendar day there. */
export const STORE_TIME_ZONE = 'America/New_York';

/** The spec's empty date: a promised arrival date equal to it counts as absent. */
export const EMPTY_DATE = '0001-01-01T00:00:00Z';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in New York.
 *
 * @example
 * ```ts
 * storeDay(new Date('2030-01-01T03:00:00Z')); // '2029-12-31'
 * ```
 */
export function storeDay(instant: Date): string {
  return dayFormat.format(instant);
}

/**
 * The day `workDays` work days after `day`, skipping Saturdays and Sundays (spec §9). Zero
 * work days is the day itself.
 *
 * @example
 * ```ts
 * addWorkDays('2030-01-04', 1); // '2030-01-07' (Friday → Monday)
 * ```
 */
export function addWorkDays(day: string, workDays: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = workDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar day as the API writes dates: midnight UTC, like the spec's empty date
 * (`2030-01-07T00:00:00Z`). Clients format it in UTC.
 *
 * @example
 * ```ts
 * apiDate('2030-01-07'); // '2030-01-07T00:00:00Z'
 * ```
 */
export function apiDate(day: string): string {
  return `${day}T00:00:00Z`;
}

/**
 * A day as the US writes it, `MM/DD/YYYY`.
 *
 * @example
 * ```ts
 * usDay('2024-08-31'); // '08/31/2024'
 * ```
 */
export function usDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
