import { describe, expect, it } from 'vitest';
import {
  EMPTY_DATE,
  ORDER_DATE_FORMAT,
  ORDER_TIME_ZONE,
  effectiveArrivalDate,
  formatOrderDate,
  formatOrderPlacedAt,
  isEmptyOrderDate,
  parseOrderDate,
} from './order-dates';
import { OrdersError } from './orders-error';

describe('constants', () => {
  it('keeps the spec values', () => {
    expect(EMPTY_DATE).toBe('0001-01-01T00:00:00Z');
    expect(ORDER_TIME_ZONE).toBe('America/New_York');
    expect(ORDER_DATE_FORMAT).toBe('MM/DD/YYYY hh:mma');
  });
});

describe('isEmptyOrderDate', () => {
  it.each([EMPTY_DATE, '0001-01-01', '0001-01-01T00:00:00.000Z', '', '  ', null, undefined])(
    'treats %j as absent',
    (value) => {
      expect(isEmptyOrderDate(value)).toBe(true);
    },
  );

  it('treats a real date as present', () => {
    expect(isEmptyOrderDate('2024-03-05T19:30:00Z')).toBe(false);
  });
});

describe('formatOrderDate', () => {
  it.each([
    ['2024-03-05T19:30:00Z', '03/05/2024 02:30pm'],
    ['2024-03-05T19:30:00.123Z', '03/05/2024 02:30pm'],
    ['2024-03-05T19:30:00+02:00', '03/05/2024 12:30pm'],
    ['2024-03-05T19:30:00', '03/05/2024 02:30pm'],
    ['2024-01-01T03:00:00Z', '12/31/2023 10:00pm'],
    ['2024-07-04T16:05:00Z', '07/04/2024 12:05pm'],
    ['2024-03-10T06:59:00Z', '03/10/2024 01:59am'],
    ['2024-03-10T07:00:00Z', '03/10/2024 03:00am'],
    ['2024-11-03T05:30:00Z', '11/03/2024 01:30am'],
    ['2024-11-03T06:30:00Z', '11/03/2024 01:30am'],
  ])('shows %s in New York time as %s', (value, shown) => {
    expect(formatOrderDate(value)).toBe(shown);
  });

  it('returns null for the empty date', () => {
    expect(formatOrderDate(EMPTY_DATE)).toBeNull();
    expect(formatOrderDate(undefined)).toBeNull();
  });

  it.each([
    'yesterday',
    '05/03/2024',
    '2024-02-30T10:00:00Z',
    '2024-13-01',
    '2024-03-05T25:00:00Z',
    '2024-03-05T19:30:00+2',
    '1709667000000',
  ])('rejects %j with ECX003 naming the field', (value) => {
    let caught: unknown;
    try {
      formatOrderDate(value, 'createdAt');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OrdersError);
    expect(caught).toMatchObject({ code: 'ECX003', field: 'createdAt' });
    expect((caught as Error).message).toContain('createdAt');
  });
});

describe('parseOrderDate', () => {
  it('reads a time without offset as UTC', () => {
    expect(parseOrderDate('2024-03-05T19:30:00')?.toISOString()).toBe('2024-03-05T19:30:00.000Z');
  });

  it('names a default field when none is given', () => {
    expect(() => parseOrderDate('soon')).toThrow('date is not a valid ISO 8601 date: "soon"');
  });
});

describe('formatOrderPlacedAt', () => {
  it('uses the creation date', () => {
    expect(
      formatOrderPlacedAt({
        createdAt: '2024-03-05T19:30:00Z',
        completedAt: '2024-03-06T10:00:00Z',
      }),
    ).toBe('03/05/2024 02:30pm');
  });

  it('uses the completion date of a migrated order', () => {
    expect(
      formatOrderPlacedAt({
        createdAt: '2024-06-01T00:00:00Z',
        completedAt: '2019-11-20T15:00:00Z',
        isMigrated: true,
      }),
    ).toBe('11/20/2019 10:00am');
  });

  it('falls back to the creation date of a migrated order without completion date', () => {
    expect(
      formatOrderPlacedAt({
        createdAt: '2024-06-01T16:00:00Z',
        completedAt: EMPTY_DATE,
        isMigrated: true,
      }),
    ).toBe('06/01/2024 12:00pm');
  });

  it('returns null when no date is present', () => {
    expect(formatOrderPlacedAt({})).toBeNull();
  });

  it('names the field of a malformed date', () => {
    expect(() => formatOrderPlacedAt({ completedAt: 'not a date', isMigrated: true })).toThrowError(
      expect.objectContaining({ field: 'completedAt' }) as Error,
    );
  });
});

describe('effectiveArrivalDate', () => {
  it('prefers the revised date', () => {
    expect(
      effectiveArrivalDate({
        promisedArrivalDate: '2024-03-12T00:00:00Z',
        revisedArrivalDate: '2024-03-15T00:00:00Z',
      }),
    ).toBe('2024-03-15T00:00:00Z');
  });

  it('uses the promised date when the revised one is absent or empty', () => {
    expect(effectiveArrivalDate({ promisedArrivalDate: '2024-03-12T00:00:00Z' })).toBe(
      '2024-03-12T00:00:00Z',
    );
    expect(
      effectiveArrivalDate({
        promisedArrivalDate: '2024-03-12T00:00:00Z',
        revisedArrivalDate: EMPTY_DATE,
      }),
    ).toBe('2024-03-12T00:00:00Z');
  });

  it('returns null when both are absent', () => {
    expect(
      effectiveArrivalDate({ promisedArrivalDate: EMPTY_DATE, revisedArrivalDate: null }),
    ).toBeNull();
    expect(effectiveArrivalDate({})).toBeNull();
  });
});

describe('formatOrderDay', () => {
  it('shows a calendar day of the service as MM/DD/YYYY in UTC', async () => {
    const { formatOrderDay } = await import('./order-dates');
    expect(formatOrderDay('2030-01-23T00:00:00Z')).toBe('01/23/2030');
    expect(formatOrderDay('0001-01-01T00:00:00Z')).toBeNull();
    expect(() => formatOrderDay('23.01.2030', 'expectedBy')).toThrow(OrdersError);
  });
});
