import type { Hono } from 'hono';
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
 * PGlite takes about a second, so open one per test file (`beforeAll`) and keep tests apart by
 * their data (their own tenant, customer or cart ids), not by a fresh sandbox per test.
 *
 * @example
 * ```ts
 * let sandbox: TestSandbox;
 * beforeAll(async () => {
 *   sandbox = await createTestSandbox();
 * });
 * afterAll(() => sandbox.close());
 *
 * it('answers health checks', async () => {
 *   const response = await sandbox.fetch('/health');
 *   expect(response.status).toBe(200);
 * });
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
