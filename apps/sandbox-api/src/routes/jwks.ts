import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';

/**
 * `GET /.well-known/jwks.json`: the public keys tokens are signed with, for clients that
 * validate access tokens themselves.
 *
 * @example
 * ```ts
 * app.route('/', createJwksRoutes(context));
 * ```
 */
export function createJwksRoutes({ keys }: SandboxContext): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>().get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(keys.jwks());
  });
}
