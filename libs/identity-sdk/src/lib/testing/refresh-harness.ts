// TEST HELPER ONLY — not exported from the package. What the refresh tests share, against the
// sandbox of the test file (`sandboxPerFile` of `@storefront/sandbox-api/testing` with a frozen
// clock; only test files may import it): faked timers, default token lifetimes restored around
// each test, tabs (identities) that record their requests, and the steps that move the sandbox
// clock and the fake timers together.
import { afterEach, beforeEach, vi } from 'vitest';
import { createIdentity } from '../identity';
import type { Identity, IdentityEvent, IdentityOptions } from '../identity';
import type { IdentityConfigInput } from '../identity-config';
import { memoryStorage } from '@storefront/browser-storage';
import type { KeyValueStorage } from '@storefront/browser-storage';
import { createMemoryTabCoordinator } from '../tab-coordinator';
import {
  SANDBOX_BOXUP_CONFIG as CONFIG,
  SANDBOX_DEMO_CUSTOMER,
  registerSandboxCustomer,
} from './sandbox-identity';

export const PASSWORD = SANDBOX_DEMO_CUSTOMER.password;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** The path of the customer token refresh. */
export const REFRESH = '/auth/v1/north-america/refresh';

const defaultLifetimes = {
  accessTokenMs: 24 * HOUR,
  refreshTokenMs: 30 * 24 * HOUR,
  anonymousTokenMs: 24 * HOUR,
};

/** What this helper needs of the in-process sandbox. */
interface InProcessSandbox {
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  clock: { now(): Date; advance(ms: number): unknown };
  config: { tokenLifetimes: typeof defaultLifetimes };
}

type Failure = Response | Error | undefined;

/** Event-loop turns with nothing in flight after which `settle` holds the work done. */
const QUIET_TURNS = 3;

/** The WebCrypto calls that complete off the event loop (jose checks signatures with them). */
const WEB_CRYPTO_CALLS = ['importKey', 'exportKey', 'verify', 'sign', 'digest'] as const;
type WebCryptoCall = (this: SubtleCrypto, ...args: unknown[]) => Promise<unknown>;

/**
 * Counts every WebCrypto call of `WEB_CRYPTO_CALLS` as in flight with `track` until it
 * completes; the returned function puts the platform's methods back.
 */
function trackWebCrypto(track: <T>(work: () => Promise<T>) => Promise<T>): () => void {
  const subtle = globalThis.crypto.subtle as unknown as Record<string, WebCryptoCall>;
  for (const name of WEB_CRYPTO_CALLS) {
    const platform = subtle[name]!;
    subtle[name] = function (...args) {
      return track(() => platform.apply(this, args));
    };
  }
  return () => {
    for (const name of WEB_CRYPTO_CALLS) delete subtle[name];
  };
}

/**
 * The tabs, timers and clock steps of the refresh tests, against the test file's sandbox
 * (`sandboxPerFile` of `@storefront/sandbox-api/testing`, which only test files may import;
 * its properties are read inside tests, once it has started).
 *
 * @example
 * const { signedInTab, advance } = refreshSandboxPerFile(sandboxPerFile({ clock }));
 * it('refreshes', async () => { const tab = await signedInTab(); await advance(HOUR); });
 */
export function refreshSandboxPerFile<Sandbox extends InProcessSandbox>(sandbox: Sandbox) {
  const created: Identity[] = [];

  /**
   * Work the fake timers do not drive, started and not finished yet: requests the sandbox is
   * answering and WebCrypto calls (token signatures checked by the identity). `activity` counts
   * every start and end, and every request a test answers with a failure.
   */
  let inFlight = 0;
  let activity = 0;

  function track<T>(work: () => Promise<T>): Promise<T> {
    inFlight += 1;
    activity += 1;
    return work().finally(() => {
      inFlight -= 1;
      activity += 1;
    });
  }

  let untrackWebCrypto = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    untrackWebCrypto = trackWebCrypto(track);
    Object.assign(sandbox.config.tokenLifetimes, defaultLifetimes);
  });
  afterEach(() => {
    for (const identity of created.splice(0)) identity.destroy();
    untrackWebCrypto();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Object.assign(sandbox.config.tokenLifetimes, defaultLifetimes);
  });

  function recorder(fail?: (path: string) => Failure) {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      const failure = fail?.(path);
      if (failure !== undefined) activity += 1;
      if (failure instanceof Error) throw failure;
      if (failure !== undefined) return failure;
      return track(async () => {
        const response = await sandbox.fetch(request);
        await response.clone().arrayBuffer();
        return response;
      });
    };
    const count = (suffix: string) => calls.filter((call) => call.endsWith(suffix)).length;
    return { fetch, calls, count };
  }

  interface Tab {
    identity: Identity;
    record: ReturnType<typeof recorder>;
    logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
    storage: KeyValueStorage;
    events: IdentityEvent[];
  }

  function makeTab(
    config: Partial<IdentityConfigInput> = {},
    options: IdentityOptions & { record?: ReturnType<typeof recorder>; skewMs?: number } = {},
  ): Tab {
    const record = options.record ?? recorder();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const storage = options.storage ?? memoryStorage();
    const skewMs = options.skewMs ?? 0;
    const identity = createIdentity({ ...CONFIG, ...config } as IdentityConfigInput, {
      storage,
      fetch: record.fetch,
      now: () => sandbox.clock.now().getTime() + skewMs,
      logger,
      coordinator: options.coordinator ?? createMemoryTabCoordinator(),
    });
    created.push(identity);
    const events: IdentityEvent[] = [];
    identity.subscribe((_state, event) => events.push(event));
    return { identity, record, logger, storage, events };
  }

  async function registerCustomer(): Promise<string> {
    return registerSandboxCustomer(sandbox.fetch, 'tab');
  }

  /**
   * Lets work in flight finish: promise chains, timers due now, and the I/O the fake timers do
   * not drive (the sandbox's database, WebCrypto signature checks), which completes on real
   * event-loop turns. It returns once nothing is in flight and nothing has started or ended for
   * a few turns, however long the machine takes: it never looks at the wall clock.
   */
  async function settle(): Promise<void> {
    let seen = activity;
    for (let quietTurns = 0; quietTurns < QUIET_TURNS;) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
      if (inFlight > 0 || activity !== seen) {
        seen = activity;
        quietTurns = 0;
      } else {
        quietTurns += 1;
      }
    }
  }

  /**
   * Moves the sandbox clock and the fake timers together, in steps of 5 s (shorter than the
   * 10 s lock timeout), letting requests started in a step finish before the next one.
   */
  async function advance(ms: number, step = 5_000): Promise<void> {
    for (let done = 0; done < ms; done += step) {
      const slice = Math.min(step, ms - done);
      sandbox.clock.advance(slice);
      await vi.advanceTimersByTimeAsync(slice);
      await settle();
    }
  }

  async function signedInTab(
    config: Partial<IdentityConfigInput> = {},
    options: Parameters<typeof makeTab>[1] = {},
  ): Promise<Tab & { email: string }> {
    const email = await registerCustomer();
    const tab = makeTab(config, options);
    await tab.identity.init();
    await tab.identity.signIn({ email, password: PASSWORD });
    return { ...tab, email };
  }

  return { sandbox, recorder, makeTab, registerCustomer, settle, advance, signedInTab };
}
