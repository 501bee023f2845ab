import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { defaultStore } from '../../lib/variants/default-store';
import { designOnlyStoreRoutes } from '../routes/design-only-store-routes';
import { fullStoreRoutes } from '../routes/full-store-routes';
import type { StoreRoute } from '../routes/store-route';
import {
  destroyRenderedIdentities,
  renderStorefront,
  type RenderStorefrontOptions,
} from './render-storefront';

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

/** Options of a sandbox's `render`: which app, and what to change about it. */
export interface RenderAppOptions extends RenderStorefrontOptions {
  /** The brand; the default store unless given. */
  variant?: StoreVariant;
  /** The routes, when not those the brand's app composes (the partner's or the full set). */
  routes?: readonly StoreRoute[];
  /** The services' `fetch`, when not the sandbox's own (e.g. one that fails on purpose). */
  fetch?: typeof fetch;
}

/** The routes the brand's app composes: the partner's design-only set, else every route. */
export function appRoutesOf(variant: StoreVariant): readonly StoreRoute[] {
  return variant.id === 'partner' ? designOnlyStoreRoutes : fullStoreRoutes;
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
 * has started; `render(path)` renders a brand app against it ({@link renderStorefront}), the
 * default store with every route unless the options say otherwise.
 *
 * @example
 * const sandbox = setUpStorefrontSandbox(createTestSandbox, { asyncUtilTimeout: 10_000 });
 * it('renders', () => sandbox.render('/', { variant: partnerStore }));
 */
export function setUpStorefrontSandbox<Sandbox extends InProcessSandbox>(
  start: () => Promise<Sandbox>,
  options: StorefrontSandboxOptions,
): Pick<Sandbox, 'fetch' | 'clock'> & {
  render(path: string, options?: RenderAppOptions): ReturnType<typeof renderStorefront>;
} {
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
    render(path, { variant = defaultStore, routes, fetch, ...options } = {}) {
      const sandboxFetch = fetch ?? (started().fetch as typeof globalThis.fetch);
      return renderStorefront(variant, routes ?? appRoutesOf(variant), path, sandboxFetch, options);
    },
  };
}
