import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createSandboxClock } from './clock.ts';
import type { SandboxClock } from './clock.ts';
import { DEFAULT_TOKEN_LIFETIMES, loadConfig } from './config.ts';
import type { SandboxConfig, StorageConfig, TokenLifetimes } from './config.ts';
import type { SandboxEnv } from './context.ts';
import type { SandboxDatabase } from './db/database.ts';
import type { SigningKeys } from './keys.ts';
import { createSandbox } from './sandbox.ts';

export { createSandboxClock } from './clock.ts';

/** The origin relative URLs resolve against in {@link TestSandbox.fetch}. */
export const TEST_SANDBOX_ORIGIN = 'http://sandbox.test';

/** Password hash work factor used by {@link createTestSandbox} unless told otherwise. */
export const TEST_PASSWORD_HASH_COST = 4;

/** A `fetch` that answers from the sandbox app in-process, with no port or network. */
export type SandboxFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Options of {@link createTestSandbox}. */
export interface TestSandboxOptions {
  /** Defaults to PGlite in memory. Pass a temporary data folder to test restarts. */
  storage?: StorageConfig;
  /** Defaults to a running clock at the real time; pass a frozen one for exact timestamps. */
  clock?: SandboxClock;
  /**
   * Whether the test-only shortcuts exist (`/__sandbox/*`, the outbox, `SANDBOX100`, the reusable
   * fake nonces). Defaults to `true`, since tests rely on them; a started server has them only
   * with `SANDBOX_TEST_ROUTES=1`.
   */
  testRoutes?: boolean;
  /** Lifetimes to use instead of the defaults, e.g. a few seconds to test expiry. */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /**
   * Work factor of the password hashes made during the test (sign-up, password changes).
   * Defaults to 4 (scrypt N = 2^8), so sign-ups stay fast; the server defaults to 10 (N = 2^14).
   */
  passwordHashCost?: number;
}

/** An in-process sandbox for tests. Close it in `afterAll`. */
export interface TestSandbox {
  app: Hono<SandboxEnv>;
  /**
   * Pass this to the HTTP client under test (`ky.create({ prefixUrl, fetch: sandbox.fetch })`)
   * so its requests reach the sandbox without a server. Relative URLs resolve against
   * {@link TEST_SANDBOX_ORIGIN}; absolute URLs keep their path and query, whatever their host.
   */
  fetch: SandboxFetch;
  clock: SandboxClock;
  db: SandboxDatabase;
  keys: SigningKeys;
  config: SandboxConfig;
  /** Closes the database; without it PGlite keeps the test process alive. */
  close(): Promise<void>;
}

/**
 * Starts a sandbox in-process on an in-memory PGlite, migrated and with signing keys. Opening
 * PGlite takes about a second, so open one per test file ({@link sandboxPerFile}) and keep tests
 * apart by their data (their own tenant, customer or cart ids), not by a fresh sandbox per test.
 * Call it directly for a sandbox the test itself starts and closes (a restart on a data folder).
 *
 * @example
 * ```ts
 * const sandbox = await createTestSandbox({ storage: { kind: 'file', dataDir } });
 * try {
 *   expect((await sandbox.fetch('/health')).status).toBe(200);
 * } finally {
 *   await sandbox.close();
 * }
 * ```
 */
export async function createTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const config: SandboxConfig = {
    ...loadConfig({}),
    storage: options.storage ?? { kind: 'memory' },
    testRoutes: options.testRoutes ?? true,
    tokenLifetimes: { ...DEFAULT_TOKEN_LIFETIMES, ...options.tokenLifetimes },
    passwordHashCost: options.passwordHashCost ?? TEST_PASSWORD_HASH_COST,
  };
  const { app, context, close } = await createSandbox({
    config,
    clock: options.clock ?? createSandboxClock(),
  });
  const fetch: SandboxFetch = async (input, init) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(input, TEST_SANDBOX_ORIGIN), init);
    return app.fetch(request);
  };
  return { app, fetch, ...context, close };
}

/** The fields of {@link TestSandbox} (a field added there and missing here fails the build). */
const TEST_SANDBOX_FIELDS: Record<keyof TestSandbox, true> = {
  app: true,
  fetch: true,
  clock: true,
  db: true,
  keys: true,
  config: true,
  close: true,
};

/**
 * One in-process sandbox for the tests of a file (or of the `describe` it is called in): started
 * by `beforeAll` (PGlite takes about a second, much longer on a busy machine), closed by
 * `afterAll`. The answer reads the started sandbox, so hold it at the top of the file and hand it
 * to helpers (`commerceKit(sandbox)`, a library's test harness) that read its fields when they
 * run; reading a field before `beforeAll` has run throws. For tests only: it registers vitest
 * hooks.
 *
 * @example
 * ```ts
 * const sandbox = sandboxPerFile({ clock: createSandboxClock({ start: START, frozen: true }) });
 *
 * it('answers health checks', async () => {
 *   expect((await sandbox.fetch('/health')).status).toBe(200);
 * });
 * ```
 */
export function sandboxPerFile(options: TestSandboxOptions = {}): TestSandbox {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await createTestSandbox(options);
    // A minute and more on a loaded two-core machine (PGlite, migrations, keys): slow, not red.
  }, 120_000);
  afterAll(() => sandbox?.close());
  const started = (): TestSandbox => {
    if (!sandbox) throw new Error('The test sandbox is read before it started (beforeAll)');
    return sandbox;
  };
  // Own enumerable getters, so `{ ...sandbox, config }` copies the started sandbox.
  const handle = {} as TestSandbox;
  for (const field of Object.keys(TEST_SANDBOX_FIELDS) as Array<keyof TestSandbox>) {
    Object.defineProperty(handle, field, { enumerable: true, get: () => started()[field] });
  }
  return handle;
}
