import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../../context.ts';

/** Routes of this service; being filled in (see the service README section). */
export function createAnalyticsRoutes(_context: SandboxContext): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>();
}
