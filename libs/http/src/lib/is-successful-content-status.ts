/**
 * The generic content helper's notion of success: statuses 200 to 399. (The HTTP client made
 * by `createHttpClient` is stricter and fails on everything outside 200 to 299.)
 *
 * @example
 * ```ts
 * import { isSuccessfulContentStatus } from '@storefront/http';
 *
 * isSuccessfulContentStatus(304); // true
 * isSuccessfulContentStatus(404); // false
 * ```
 */
export function isSuccessfulContentStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 399;
}
