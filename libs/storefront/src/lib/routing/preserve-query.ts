/**
 * Adds the preserved query parameters of the current location (for the showroom, `linkID`)
 * to a navigation target, unless the target sets them itself.
 *
 * @example
 * withPreservedQuery('/cart', '?linkID=abc&utm=x', ['linkID']); // '/cart?linkID=abc'
 * withPreservedQuery('/product/custom-mailer-box?quantity=1#tabs', '?linkID=abc', ['linkID']);
 * // '/product/custom-mailer-box?quantity=1&linkID=abc#tabs'
 */
export function withPreservedQuery(
  to: string,
  currentSearch: string,
  preserved: readonly string[],
): string {
  if (preserved.length === 0) return to;
  const current = new URLSearchParams(currentSearch);
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const queryIndex = beforeHash.indexOf('?');
  const pathname = queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash;
  const target = new URLSearchParams(queryIndex >= 0 ? beforeHash.slice(queryIndex + 1) : '');
  if (!copyMissing(preserved, current, target)) return to;
  return `${pathname}?${target.toString()}${hash}`;
}

/**
 * The preserved parameters missing from `nextSearch` that `previousSearch` had, or `null`
 * when nothing was dropped.
 *
 * @example
 * droppedPreservedQuery('?linkID=abc', '', ['linkID']); // '?linkID=abc'
 */
export function droppedPreservedQuery(
  previousSearch: string,
  nextSearch: string,
  preserved: readonly string[],
): string | null {
  const previous = new URLSearchParams(previousSearch);
  const next = new URLSearchParams(nextSearch);
  return copyMissing(preserved, previous, next) ? `?${next.toString()}` : null;
}

/** Copies the `preserved` parameters that `from` has and `into` lacks; true if it copied any. */
function copyMissing(
  preserved: readonly string[],
  from: URLSearchParams,
  into: URLSearchParams,
): boolean {
  let copied = false;
  for (const name of preserved) {
    const value = from.get(name);
    if (value !== null && !into.has(name)) {
      into.set(name, value);
      copied = true;
    }
  }
  return copied;
}
