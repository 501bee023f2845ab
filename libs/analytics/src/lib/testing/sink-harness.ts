// TEST HELPER ONLY — not exported from the package. What the client's tests against the sink of
// the in-process sandbox share: one sandbox a file (started by `start`, `createTestSandbox` of
// `@storefront/sandbox-api/testing`, which only test files may import), delays on fake timers
// (setTimeout only), clients that record their requests and errors, and the sink's events.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { AnalyticsError } from '../analytics-error';
import { memoryStorage, type KeyValueStorage } from '@storefront/browser-storage';
import {
  createAnalytics,
  type Analytics,
  type AnalyticsFetch,
  type AnalyticsOptions,
} from '../create-analytics';

/** An event as the sink stored it (`GET /analytics/__events`). */
export interface StoredEvent {
  storefrontId: string;
  type: 'identify' | 'page' | 'track';
  messageId: string;
  event: string | null;
  name: string | null;
  userId: string | null;
  anonymousId: string | null;
  properties: Record<string, unknown>;
  traits: Record<string, unknown>;
  context: Record<string, unknown>;
  timestamp: string | null;
}

export const ENDPOINT = 'http://sandbox.test/analytics';
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
  close(): Promise<void>;
}

/**
 * The sandbox of the test file and clients sending to its sink; clients made by `client` are
 * destroyed after each test (push one made otherwise to `clients`). Read `sandbox.fetch` inside
 * tests, once the sandbox has started.
 *
 * @example
 * const { client, storedFor } = sinkPerFile(createTestSandbox);
 * it('sends', async () => { const { analytics } = client(); … await storedFor(analytics); });
 */
export function sinkPerFile(start: () => Promise<InProcessSandbox>) {
  let started: InProcessSandbox | undefined;
  beforeAll(async () => {
    started = await start();
  }, 60_000);
  afterAll(() => started?.close());

  const clients: Analytics[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    clients.splice(0).forEach((client) => client.destroy());
    vi.useRealTimers();
  });

  const sandbox = {
    fetch(input: string | Request, init?: RequestInit): Promise<Response> {
      if (!started) throw new Error('The test sandbox is read before it started (beforeAll)');
      return started.fetch(input, init);
    },
  };

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

  async function stored(query: Record<string, string>): Promise<StoredEvent[]> {
    const response = await sandbox.fetch(`/analytics/__events?${new URLSearchParams(query)}`);
    return ((await response.json()) as { events: StoredEvent[] }).events;
  }

  const storedFor = (analytics: Analytics) => stored({ anonymousId: analytics.getAnonymousId() });

  return { sandbox, clients, client, stored, storedFor };
}
