import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { destroyRenderedIdentities } from './render-storefront';

/** Options of {@link setUpStorefrontSandbox}. */
export interface StorefrontSandboxOptions {
  /**
   * How long `findBy…` and `waitFor` wait, ms: pages wait for the content service, and a busy
   * machine needs more than the testing library's default second.
   */
  asyncUtilTimeout?: number;
  /** The file's test timeout, ms, when its tests need more than the default. */
  testTimeout?: number;
  /** Empties `localStorage` before each test (the cart and session keys live there). */
  clearStorage?: boolean;
}

/** What this helper needs of the in-process sandbox. */
interface InProcessSandbox {
  fetch: unknown;
  clock: unknown;
  close(): Promise<void>;
}

/**
 * The in-process sandbox of a storefront test file, from `start` (`createTestSandbox` of
 * `@storefront/sandbox-api/testing`, which only tests may import): started once before the
 * first test (it takes about a second), the identities of the storefronts rendered stopped
 * after each test, closed after the last. Read its `fetch` and `clock` inside tests, once it
 * has started.
 *
 * @example
 * const sandbox = setUpStorefrontSandbox(createTestSandbox, { asyncUtilTimeout: 10_000 });
 * it('renders', () => renderStorefront(defaultStore, fullStoreRoutes, '/', sandbox.fetch));
 */
export function setUpStorefrontSandbox<Sandbox extends InProcessSandbox>(
  start: () => Promise<Sandbox>,
  options: StorefrontSandboxOptions,
): Pick<Sandbox, 'fetch' | 'clock'> {
  if (options.testTimeout !== undefined) vi.setConfig({ testTimeout: options.testTimeout });
  if (options.asyncUtilTimeout !== undefined) {
    configure({ asyncUtilTimeout: options.asyncUtilTimeout });
  }
  let sandbox: Sandbox | undefined;
  const started = (): Sandbox => {
    if (!sandbox) throw new Error('The test sandbox is read before it started (beforeAll)');
    return sandbox;
  };
  beforeAll(async () => {
    sandbox = await start();
  }, 60_000);
  if (options.clearStorage) beforeEach(() => localStorage.clear());
  afterEach(() => destroyRenderedIdentities());
  afterAll(() => sandbox?.close());
  return {
    get fetch() {
      return started().fetch;
    },
    get clock() {
      return started().clock;
    },
  };
}
