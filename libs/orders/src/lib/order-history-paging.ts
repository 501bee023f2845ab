import { ORDER_HISTORY_PAGE_SIZE } from './order-constants';

/**
 * How many pages an order history of `total` orders has (at least 1, so an empty history
 * still has its one, empty, page).
 *
 * @example
 * orderHistoryPageCount(0); // 1
 * orderHistoryPageCount(6); // 2
 */
export function orderHistoryPageCount(total: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  const size =
    Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : ORDER_HISTORY_PAGE_SIZE;
  return Math.ceil(Math.floor(total) / size);
}

/**
 * A page number read from the address bar or a button, kept within 1 and `pageCount`; anything
 * that is not a whole number is page 1.
 *
 * @example
 * clampOrderHistoryPage('3', 2); // 2
 * clampOrderHistoryPage('abc', 4); // 1
 */
export function clampOrderHistoryPage(page: unknown, pageCount = Number.POSITIVE_INFINITY): number {
  const value = typeof page === 'string' && /^\d+$/.test(page.trim()) ? Number(page) : page;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return 1;
  return Math.min(value, Math.max(1, pageCount));
}

/**
 * The range of orders a page shows, 1-based and inclusive (`{ from: 6, to: 10 }`), or `null`
 * for an empty history.
 *
 * @example
 * orderHistoryRange(2, 12); // { from: 6, to: 10 }
 * orderHistoryRange(3, 12); // { from: 11, to: 12 }
 */
export function orderHistoryRange(
  page: number,
  total: number,
  pageSize = ORDER_HISTORY_PAGE_SIZE,
): { from: number; to: number } | null {
  if (total <= 0) return null;
  const current = clampOrderHistoryPage(page, orderHistoryPageCount(total, pageSize));
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(total, current * pageSize) };
}
