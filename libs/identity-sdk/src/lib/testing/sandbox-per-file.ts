// TEST HELPER ONLY — not exported from the package.
import { afterAll, beforeAll } from 'vitest';

/**
 * One in-process sandbox for a test file, from `start` (`createTestSandbox` of
 * `@storefront/sandbox-api/testing`, which only test files may import): started before the
 * first test, closed after the last. The returned object reads the started sandbox, so a file
 * can hold it at the top and use `sandbox.fetch`, `sandbox.clock` or `sandbox.config` in tests.
 *
 * @example
 * const sandbox = sandboxPerFile(createTestSandbox);
 * it('answers', async () => expect((await sandbox.fetch('/health')).ok).toBe(true));
 */
export function sandboxPerFile<Sandbox extends { close(): Promise<void> }>(
  start: () => Promise<Sandbox>,
): Sandbox {
  let started: Sandbox | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return new Proxy({} as Sandbox, {
    get(_target, key) {
      if (!started) throw new Error('The test sandbox is read before it started (beforeAll)');
      const value: unknown = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
