import { DesignsError } from './designs-error';

/**
 * The query parameter that carries the cache-busting timestamp.
 *
 * @example
 * CACHE_BUSTING_PARAM; // 'timestamp'
 */
export const CACHE_BUSTING_PARAM = 'timestamp';

/**
 * Options of {@link withCacheBusting}.
 *
 * @example
 * const options: CacheBustingOptions = { now: () => 1_700_000_000_000 };
 */
export interface CacheBustingOptions {
  /** The clock, in milliseconds since the epoch; `Date.now` by default. */
  now?: () => number;
}

function invalid(url: string, reason: string): DesignsError {
  return new DesignsError({
    code: 'INVALID_URL',
    field: 'url',
    message: `Rendering-instruction URL ${JSON.stringify(url)} ${reason}`,
  });
}

/**
 * Adds a `timestamp` query parameter to a rendering-instruction URL so the browser fetches it
 * afresh (spec). The existing query and hash are kept as written; an existing `timestamp`
 * parameter is replaced rather than repeated. Absolute and relative URLs are accepted.
 * Throws a {@link DesignsError} with code `INVALID_URL` for a blank or malformed URL, or when
 * the clock gives no finite time.
 *
 * @example
 * withCacheBusting('https://rendering.example/instructions?id=7#page=2', { now: () => 1700000000000 });
 * // 'https://rendering.example/instructions?id=7&timestamp=1700000000000#page=2'
 */
export function withCacheBusting(url: string, options: CacheBustingOptions = {}): string {
  const trimmed = typeof url === 'string' ? url.trim() : '';
  if (trimmed === '') throw invalid(String(url), 'is empty');
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  if (isAbsolute ? !URL.canParse(trimmed) : !URL.canParse(trimmed, 'https://base.invalid/')) {
    throw invalid(trimmed, 'is not a valid URL');
  }
  const time = (options.now ?? Date.now)();
  if (!Number.isFinite(time)) throw invalid(trimmed, 'cannot be stamped: the clock gave no time');

  const hashIndex = trimmed.indexOf('#');
  const beforeHash = hashIndex === -1 ? trimmed : trimmed.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : trimmed.slice(hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const base = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1);
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=', 1)[0] !== CACHE_BUSTING_PARAM);
  kept.push(`${CACHE_BUSTING_PARAM}=${Math.trunc(time)}`);
  return `${base}?${kept.join('&')}${hash}`;
}
