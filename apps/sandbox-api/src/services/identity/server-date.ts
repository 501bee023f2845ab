import type { MiddlewareHandler } from 'hono';
import type { SandboxClock } from '../../clock.ts';

/**
 * Answers of the token services carry the service's time as a `Date` header (RFC 9110), read
 * from the sandbox clock, and let browsers read it (`Access-Control-Expose-Headers` gains
 * `Date` wherever CORS answered). The identity SDK estimates the issuer's clock from it —
 * something a replayed token cannot forge — so it can refuse a correctly signed token that
 * expired long ago, and it keeps working when the sandbox clock is moved days ahead.
 *
 * @example
 * ```ts
 * new Hono().use('*', serverDate(context.clock));
 * ```
 */
export function serverDate(clock: SandboxClock): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Date', clock.now().toUTCString());
    const exposed = c.res.headers.get('Access-Control-Expose-Headers');
    if (exposed !== null && !/(^|,)\s*date\s*(,|$)/i.test(exposed)) {
      c.res.headers.set('Access-Control-Expose-Headers', exposed ? `${exposed}, Date` : 'Date');
    }
  };
}
