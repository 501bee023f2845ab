import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

/** Response headers browser clients may read: request ids, created-resource locations, downloads. */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'Location',
  'ETag',
  'Content-Disposition',
  'Idempotent-Replayed',
  'Retry-After',
];

/**
 * Whether a browser origin is one of `allowed` (exactly: scheme, host and port).
 *
 * @example
 * ```ts
 * isAllowedOrigin('http://127.0.0.1:4200', ['http://127.0.0.1:4200']); // true
 * isAllowedOrigin('http://127.0.0.1:9999', ['http://127.0.0.1:4200']); // false
 * ```
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}

/**
 * CORS for the brands' configured origins only (`config.corsOrigins`: the brand apps and
 * Storybook on their 127.0.0.1 and localhost ports unless `SANDBOX_CORS_ORIGINS` says
 * otherwise), with credentials allowed. Requested headers are echoed back, so those clients may
 * send any header (authorization, idempotency keys). Any other origin gets no CORS headers, so
 * a browser neither sends it a preflighted request nor lets it read an answer.
 *
 * @example
 * ```ts
 * app.use(brandCors(context.config.corsOrigins));
 * ```
 */
export function brandCors(allowed: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (isAllowedOrigin(origin, allowed) ? origin : null),
    credentials: true,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
