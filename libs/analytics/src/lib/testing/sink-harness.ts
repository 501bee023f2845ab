// TEST HELPER ONLY — not exported from the package (it registers vitest hooks). What the
// client's tests against the sink of the in-process sandbox (`sandboxPerFile` of
// `@storefront/sandbox-api/testing`, which only test files may import) share: delays on fake
// timers (setTimeout only), clients that record their requests and errors, and the sink's
// events (`sink-events.ts`).
import { afterEach, beforeEach, vi } from 'vitest';
import type { AnalyticsError } from '../analytics-error';
import { memoryStorage, type KeyValueStorage } from '@storefront/browser-storage';
import {
  createAnalytics,
  type Analytics,
  type AnalyticsFetch,
  type AnalyticsOptions,
} from '../create-analytics';
import { SANDBOX_ANALYTICS_ENDPOINT, storedEvents } from './sink-events';

export const ENDPOINT = SANDBOX_ANALYTICS_ENDPOINT;
export const WRITE_KEY = 'boxup-sandbox-write-key';
export const NOW = new Date('2031-06-04T15:00:00.000Z');

/** A client under test with what it did: its storage, the errors it reported, its requests. */
export interface Client {
  analytics: Analytics;
  storage: KeyValueStorage;
  errors: AnalyticsError[];
  requests: Array<{ url: string; body: Record<string, unknown>; keepalive: boolean }>;
}

/** What this helper needs of the in-process sandbox. */
interface InProcessSandbox {
  fetch(input: string | Request, init?: RequestInit): Promise<Response>;
}

/**
 * Delays on fake timers (setTimeout and clearTimeout only) in every test of the file, real
 * timers again after each.
 *
 * @example
 * delaysOnFakeTimers();
 * it('retries', async () => { … await vi.advanceTimersByTimeAsync(1000); … });
 */
export function delaysOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Clients sending to the sink of the file's sandbox (`sandboxPerFile` of
 * `@storefront/sandbox-api/testing`), delays on fake timers; clients made by `client` are
 * destroyed after each test (push one made otherwise to `clients`).
 *
 * @example
 * const { client, storedFor } = sinkPerFile(sandboxPerFile());
 * it('sends', async () => { const { analytics } = client(); … await storedFor(analytics); });
 */
export function sinkPerFile(sandbox: InProcessSandbox) {
  delaysOnFakeTimers();
  const clients: Analytics[] = [];
  afterEach(() => {
    clients.splice(0).forEach((client) => client.destroy());
  });

  function client(overrides: Partial<AnalyticsOptions> = {}): Client {
    const errors: AnalyticsError[] = [];
    const requests: Client['requests'] = [];
    const storage = overrides.storage ?? memoryStorage();
    const send: AnalyticsFetch = overrides.fetch ?? ((url, init) => sandbox.fetch(url, init));
    const analytics = createAnalytics({
      endpoint: ENDPOINT,
      writeKey: WRITE_KEY,
      clock: { now: () => NOW },
      onError: (error) => errors.push(error),
      ...overrides,
      storage,
      fetch: (url, init) => {
        requests.push({
          url,
          body: JSON.parse(String(init.body)) as Record<string, unknown>,
          keepalive: init.keepalive === true,
        });
        return send(url, init);
      },
    });
    clients.push(analytics);
    return { analytics, storage, errors, requests };
  }

  const stored = (query: Record<string, string>) => storedEvents(sandbox, query);
  const storedFor = (analytics: Analytics) => stored({ anonymousId: analytics.getAnonymousId() });

  return { sandbox, clients, client, stored, storedFor };
}
