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
  /**
   * Shuts the sandbox down as a server does: requests that arrive from now on are refused
   * (`503 ServiceUnavailable`), those under way are answered (waiting at most
   * {@link SHUTDOWN_GRACE_MS}), then the database closes.
   */
  close(): Promise<void>;
}

/** How long {@link Sandbox.close} lets requests under way finish before closing the database. */
export const SHUTDOWN_GRACE_MS = 5000;

/**
 * Makes `app.fetch` count the requests under way and refuse new ones once `drain()` has been
 * called; `drain()` resolves when the last one is answered (or after `graceMs`).
 */
function trackRequests(app: Hono<SandboxEnv>, graceMs: number): { drain(): Promise<void> } {
  const handle = app.fetch.bind(app);
  let underWay = 0;
  let closing = false;
  let onIdle: (() => void) | undefined;
  app.fetch = async (request, ...rest) => {
    if (closing) {
      return Response.json(
        { title: 'ServiceUnavailable', detail: 'The sandbox is shutting down.' },
        { status: 503, headers: { Connection: 'close', 'Retry-After': '1' } },
      );
    }
    underWay += 1;
    try {
      return await handle(request, ...rest);
    } finally {
      underWay -= 1;
      if (underWay === 0) onIdle?.();
    }
  };
  return {
    drain: () => {
      closing = true;
      if (underWay === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
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
    const app = createSandboxApp(context);
    const requests = trackRequests(app, SHUTDOWN_GRACE_MS);
    return {
      app,
      context,
      close: async () => {
        await requests.drain();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
