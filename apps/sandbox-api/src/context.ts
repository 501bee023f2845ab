import type { RequestIdVariables } from 'hono/request-id';
import type { SandboxClock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxDatabase } from './db/database.ts';
import type { SigningKeys } from './keys.ts';

/**
 * Everything a sandbox route needs, handed to each router factory (`createXRoutes(context)`)
 * when the app is built. There are no module-level singletons: two sandboxes in one process
 * (two test files, say) never share state.
 */
export interface SandboxContext {
  db: SandboxDatabase;
  clock: SandboxClock;
  keys: SigningKeys;
  config: SandboxConfig;
}

/** The Hono environment of every sandbox router: `c.get('requestId')` is always set. */
export interface SandboxEnv {
  Variables: RequestIdVariables;
}
