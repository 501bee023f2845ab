// A made-up origin to resolve paths against; only whether the origin stays the same matters.
const PROBE_ORIGIN = 'https://storefront.invalid';

/**
 * The `returnTo` path after sign-in, made safe against open redirects: only a path inside
 * this site is accepted — it starts with one `/` (not `//` or `/\`), has no backslashes or
 * control characters and resolves to the same origin. Anything else gives `fallback`.
 *
 * @example
 * safeReturnPath('/my-orders?page=2'); // '/my-orders?page=2'
 * safeReturnPath('//evil.example/phish'); // '/'
 * safeReturnPath('https://evil.example'); // '/'
 * safeReturnPath(null, '/my-info'); // '/my-info'
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return fallback;
  }
  // Browsers read a backslash as a slash, and the URL parser drops tabs and newlines, so
  // '/\evil.example' or '/\t/evil.example' would become a protocol-relative address.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The `reason` the sign-in address carries when the customer's session ended by itself (its
 * refresh token expired or was rejected): the login page says 'Your session has expired.
 * Please log in again.'
 *
 * @example
 * new URLSearchParams(location.search).get('reason') === SESSION_EXPIRED_REASON;
 */
export const SESSION_EXPIRED_REASON = 'session-expired';

/**
 * The sign-in address that brings the shopper back to `path` afterwards; with
 * `sessionExpired` it also tells the login page why the shopper is there.
 *
 * @example
 * loginPathFor('/my-orders?page=2'); // '/login?returnTo=%2Fmy-orders%3Fpage%3D2'
 * loginPathFor('/my-orders', '/anmelden'); // '/anmelden?returnTo=%2Fmy-orders'
 * loginPathFor('/my-info', '/login', { sessionExpired: true }); // '/login?returnTo=%2Fmy-info&reason=session-expired'
 */
export function loginPathFor(
  path: string,
  loginPath = '/login',
  options: { sessionExpired?: boolean } = {},
): string {
  const query = new URLSearchParams({ returnTo: path });
  if (options.sessionExpired) query.set('reason', SESSION_EXPIRED_REASON);
  return `${loginPath}?${query.toString()}`;
}
