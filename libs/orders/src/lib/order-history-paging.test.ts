import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_PAGE_SIZE } from './order-constants';
import {
  clampOrderHistoryPage,
  orderHistoryPageCount,
  orderHistoryRange,
} from './order-history-paging';

describe('order history paging', () => {
  it('pages by 5 (spec)', () => {
    expect(ORDER_HISTORY_PAGE_SIZE).toBe(5);
    expect([0, 1, 5, 6, 10, 11].map((total) => orderHistoryPageCount(total))).toEqual([
      1, 1, 1, 2, 2, 3,
    ]);
  });

  it('shows which orders a page holds', () => {
    expect(orderHistoryRange(1, 12)).toEqual({ from: 1, to: 5 });
    expect(orderHistoryRange(3, 12)).toEqual({ from: 11, to: 12 });
    expect(orderHistoryRange(9, 12)).toEqual({ from: 11, to: 12 });
    expect(orderHistoryRange(1, 0)).toBeNull();
  });

  it.each([
    ['2', 5, 2],
    ['9', 3, 3],
    ['0', 3, 1],
    ['-1', 3, 1],
    ['1.5', 3, 1],
    ['abc', 3, 1],
    [undefined, 3, 1],
    [4, 10, 4],
  ])('reads page %j of %i pages as %i', (page, pages, expected) => {
    expect(clampOrderHistoryPage(page, pages)).toBe(expected);
  });

  it('covers every order exactly once across the pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (total) => {
        const pages = orderHistoryPageCount(total);
        let covered = 0;
        for (let page = 1; page <= pages; page += 1) {
          const range = orderHistoryRange(page, total);
          expect(range?.from).toBe(covered + 1);
          covered = range?.to ?? covered;
          expect(covered - (range?.from ?? 0) + 1).toBeLessThanOrEqual(ORDER_HISTORY_PAGE_SIZE);
        }
        expect(covered).toBe(total);
      }),
    );
  });
});
