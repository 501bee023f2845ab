import { afterAll, beforeAll, vi } from 'vitest';

/** What this helper needs of the in-process sandbox. */
interface InProcessSandbox {
  fetch: unknown;
  close(): Promise<void>;
}

/**
 * One in-process sandbox for a test file, from `start` (`createTestSandbox` of
 * `@storefront/sandbox-api/testing`, which only tests may import): started before the first
 * test (it takes about a second), closed after the last; the file's tests get 30 s. Read its
 * `fetch` inside tests, once it has started.
 *
 * @example
 * const sandbox = sandboxPerFile(createTestSandbox);
 * it('signs in', async () => sandboxAnonymousToken(sandbox.fetch));
 */
export function sandboxPerFile<Sandbox extends InProcessSandbox>(
  start: () => Promise<Sandbox>,
): Pick<Sandbox, 'fetch'> {
  vi.setConfig({ testTimeout: 30_000 });
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await start();
  }, 60_000);
  afterAll(() => sandbox?.close());
  return {
    get fetch() {
      if (!sandbox) throw new Error('The test sandbox is read before it started (beforeAll)');
      return sandbox.fetch;
    },
  };
}
