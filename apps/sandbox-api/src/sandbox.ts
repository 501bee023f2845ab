import type { Hono } from 'hono';
import { createSandboxApp } from './app.ts';
import { createSandboxClock } from './clock.ts';
import type { SandboxClock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadSigningKeys } from './keys.ts';

/** Options of {@link createSandbox}. */
export interface CreateSandboxOptions {
  config: SandboxConfig;
  /** Defaults to a running clock starting at the real time. */
  clock?: SandboxClock;
}

/** A ready sandbox: migrated database, signing keys and the app serving them. */
export interface Sandbox {
  app: Hono<SandboxEnv>;
  context: SandboxContext;
  /** Closes the database. The app must not be used afterwards. */
  close(): Promise<void>;
}

/**
 * Opens the configured storage, applies pending migrations, loads (or creates) the signing
 * keys and builds the app. Used by `main.ts` and by `createTestSandbox()`.
 *
 * @example
 * ```ts
 * const sandbox = await createSandbox({ config: loadConfig() });
 * serve({ fetch: sandbox.app.fetch, port: sandbox.context.config.port });
 * ```
 */
export async function createSandbox({
  config,
  clock = createSandboxClock(),
}: CreateSandboxOptions): Promise<Sandbox> {
  const db = await openDatabase(config.storage);
  try {
    await migrate(db);
    const keys = await loadSigningKeys({ db, clock, config });
    const context: SandboxContext = { db, clock, keys, config };
    return { app: createSandboxApp(context), context, close: () => db.close() };
  } catch (error) {
    await db.close();
    throw error;
  }
}
