/**
 * One query-string value; booleans and numbers are written with `String()`.
 *
 * @example
 * ```ts
 * import type { HttpSearchParamValue } from '@storefront/http';
 *
 * const recalculate: HttpSearchParamValue = true;
 * ```
 */
export type HttpSearchParamValue = string | number | boolean;

/**
 * Query parameters of a request. In the record form an array repeats the key
 * (`recalculationConfigs[]=a&recalculationConfigs[]=b`) and `undefined` or `null` leaves the
 * key out.
 *
 * @example
 * ```ts
 * import type { HttpSearchParams } from '@storefront/http';
 *
 * const query: HttpSearchParams = { recalculate: true, 'recalculationConfigs[]': ['tax', 'shipping'] };
 * ```
 */
export type HttpSearchParams =
  | string
  | URLSearchParams
  | Readonly<
      Record<string, HttpSearchParamValue | readonly HttpSearchParamValue[] | null | undefined>
    >;

/** Converts {@link HttpSearchParams} to `URLSearchParams`; `undefined` when none are given. */
export function toUrlSearchParams(
  params: HttpSearchParams | undefined,
): URLSearchParams | undefined {
  if (params === undefined) return undefined;
  if (typeof params === 'string' || params instanceof URLSearchParams) {
    return new URLSearchParams(params);
  }
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values: readonly HttpSearchParamValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) result.append(key, String(item));
  }
  return result;
}
