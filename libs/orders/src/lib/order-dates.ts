import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { OrdersError } from './orders-error';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The value the services send for "no date" (spec).
 *
 * @example
 * isEmptyOrderDate(EMPTY_DATE); // true
 */
export const EMPTY_DATE = '0001-01-01T00:00:00Z';

/**
 * The time zone order dates are shown in (spec).
 *
 * @example
 * ORDER_TIME_ZONE; // 'America/New_York'
 */
export const ORDER_TIME_ZONE = 'America/New_York';

/**
 * The dayjs format of order dates (spec: MM/DD/YYYY hh:mma).
 *
 * @example
 * ORDER_DATE_FORMAT; // 'MM/DD/YYYY hh:mma'
 */
export const ORDER_DATE_FORMAT = 'MM/DD/YYYY hh:mma';

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/i;

/**
 * Whether a service date is absent: missing, blank, or the empty date 0001-01-01 (with any
 * time part).
 *
 * @example
 * isEmptyOrderDate('0001-01-01T00:00:00Z'); // true
 * isEmptyOrderDate('2024-03-05T14:30:00Z'); // false
 */
export function isEmptyOrderDate(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return true;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.startsWith('0001-01-01');
}

/**
 * Reads an ISO 8601 date from the service (a time without offset is UTC). Returns `null` for
 * an absent date (see {@link isEmptyOrderDate}); throws an {@link OrdersError} with code
 * `ECX003` and the field name for anything else that is not a real ISO date.
 *
 * @example
 * parseOrderDate('2024-03-05T19:30:00Z')?.toISOString(); // '2024-03-05T19:30:00.000Z'
 * parseOrderDate(EMPTY_DATE); // null
 * parseOrderDate('05/03/2024', 'createdAt'); // throws OrdersError { code: 'ECX003', field: 'createdAt' }
 */
export function parseOrderDate(value: string | null | undefined, field = 'date'): Dayjs | null {
  if (isEmptyOrderDate(value)) return null;
  const trimmed = (value as string).trim();
  const datePart = ISO_DATE_TIME.exec(trimmed)?.[1];
  // dayjs rolls 2024-02-31 over into March; formatting the date part back catches it.
  const realDay = datePart !== undefined && dayjs.utc(datePart).format('YYYY-MM-DD') === datePart;
  const parsed = realDay ? dayjs.utc(trimmed) : null;
  if (!parsed?.isValid()) {
    throw new OrdersError({
      code: 'ECX003',
      field,
      message: `${field} is not a valid ISO 8601 date: "${trimmed}"`,
    });
  }
  return parsed;
}

/**
 * Formats a service date as the storefront shows order dates: MM/DD/YYYY hh:mma in
 * America/New_York. Returns `null` for an absent date; throws like {@link parseOrderDate}.
 *
 * @example
 * formatOrderDate('2024-03-05T19:30:00Z'); // '03/05/2024 02:30pm'
 * formatOrderDate('0001-01-01T00:00:00Z'); // null
 */
export function formatOrderDate(value: string | null | undefined, field = 'date'): string | null {
  const parsed = parseOrderDate(value, field);
  return parsed ? parsed.tz(ORDER_TIME_ZONE).format(ORDER_DATE_FORMAT) : null;
}

/**
 * The dates of an order that decide which date the order shows.
 *
 * @example
 * const order: OrderDates = { createdAt: '2024-03-05T19:30:00Z', isMigrated: false };
 */
export interface OrderDates {
  createdAt?: string | null;
  completedAt?: string | null;
  /** Orders moved over from the previous platform carry their real date in `completedAt`. */
  isMigrated?: boolean | null;
}

/**
 * The date an order shows, formatted (MM/DD/YYYY hh:mma, America/New_York): the creation date,
 * or for a migrated order the completion date (spec). A migrated order without a completion
 * date falls back to its creation date. Returns `null` when the date is absent.
 *
 * @example
 * formatOrderPlacedAt({ createdAt: '2024-03-05T19:30:00Z' }); // '03/05/2024 02:30pm'
 * formatOrderPlacedAt({
 *   createdAt: '2024-06-01T00:00:00Z',
 *   completedAt: '2019-11-20T15:00:00Z',
 *   isMigrated: true,
 * }); // '11/20/2019 10:00am'
 */
export function formatOrderPlacedAt(order: OrderDates): string | null {
  if (order.isMigrated === true && !isEmptyOrderDate(order.completedAt)) {
    return formatOrderDate(order.completedAt, 'completedAt');
  }
  return formatOrderDate(order.createdAt, 'createdAt');
}

/**
 * The arrival dates of an order line.
 *
 * @example
 * const line: ArrivalDates = { promisedArrivalDate: '2024-03-12T00:00:00Z', revisedArrivalDate: null };
 */
export interface ArrivalDates {
  promisedArrivalDate?: string | null;
  revisedArrivalDate?: string | null;
}

/**
 * The arrival date to show for a line: the revised date when there is one, else the promised
 * date, else `null`. The empty date 0001-01-01 counts as absent (spec).
 *
 * @example
 * effectiveArrivalDate({
 *   promisedArrivalDate: '2024-03-12T00:00:00Z',
 *   revisedArrivalDate: '2024-03-15T00:00:00Z',
 * }); // '2024-03-15T00:00:00Z'
 * effectiveArrivalDate({ promisedArrivalDate: '2024-03-12T00:00:00Z', revisedArrivalDate: EMPTY_DATE });
 * // '2024-03-12T00:00:00Z'
 */
export function effectiveArrivalDate(line: ArrivalDates): string | null {
  if (!isEmptyOrderDate(line.revisedArrivalDate)) return (line.revisedArrivalDate as string).trim();
  if (!isEmptyOrderDate(line.promisedArrivalDate))
    return (line.promisedArrivalDate as string).trim();
  return null;
}

/**
 * Formats a calendar day of the service (arrival and expected-by dates, written as midnight
 * UTC) as MM/DD/YYYY, read in UTC so a US time zone does not show the day before. Returns
 * `null` for an absent date; throws like {@link parseOrderDate}.
 *
 * @example
 * formatOrderDay('2030-01-23T00:00:00Z'); // '01/23/2030'
 * formatOrderDay('0001-01-01T00:00:00Z'); // null
 */
export function formatOrderDay(value: string | null | undefined, field = 'date'): string | null {
  const parsed = parseOrderDate(value, field);
  return parsed ? parsed.utc().format('MM/DD/YYYY') : null;
}
