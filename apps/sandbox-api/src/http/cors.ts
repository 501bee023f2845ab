import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser origin is a local development origin (`localhost`, `127.0.0.1` or `[::1]`
 * on any port, http or https). Only those may call the sandbox from a browser.
 *
 * @example
 * ```ts
 * isLocalOrigin('http://localhost:4200'); // true
 * isLocalOrigin('https://example.com'); // false
 * ```
 */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTNAMES.has(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Response headers browser clients may read: request ids, created-resource locations, downloads. */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'Location',
  'ETag',
  'Content-Disposition',
  'Idempotent-Replayed',
];

/**
 * CORS for the storefront apps running on local origins, with credentials allowed. Requested
 * headers are echoed back, so clients may send any header (authorization, idempotency keys).
 */
export function localCors(): MiddlewareHandler {
  return cors({
    origin: (origin) => (isLocalOrigin(origin) ? origin : null),
    credentials: true,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
