import { afterAll, beforeAll } from 'vitest';
import { createTestSandbox } from './testing.ts';
import type { TestSandbox, TestSandboxOptions } from './testing.ts';

/**
 * Opens a test sandbox before the tests of the file (or of the `describe` it is called in) and
 * closes it after them. The answer is filled in by `beforeAll`, so read it inside tests and
 * hooks only; helpers made from it up front (`commerceKit(sandbox)`) work, since they read its
 * fields when they run. For tests only (vitest hooks); the build leaves it out.
 *
 * @example
 * ```ts
 * const sandbox = setUpTestSandbox({ clock: createSandboxClock({ start: START, frozen: true }) });
 * const kit = commerceKit(sandbox);
 *
 * it('answers health checks', async () => {
 *   expect((await sandbox.fetch('/health')).status).toBe(200);
 * });
 * ```
 */
export function setUpTestSandbox(options: TestSandboxOptions = {}): TestSandbox {
  const sandbox = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await createTestSandbox(options));
  });
  afterAll(() => sandbox.close());
  return sandbox;
}
