import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { nanoid } from 'nanoid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsError } from './analytics-error';
import type { AnalyticsMessage, IdentifyMessage, TrackMessage } from './analytics-messages';
import { ANALYTICS_STORAGE_KEYS } from './analytics-storage';
import { memoryStorage, type KeyValueStorage } from '@storefront/browser-storage';
import { createEventQueue, type EventQueue, type EventQueueOptions } from './event-queue';
import { basicAuthorization, type AnalyticsFetch } from './send-messages';
import { SANDBOX_ANALYTICS_ENDPOINT, storedEvents } from './testing/sink-events';
import { delaysOnFakeTimers } from './testing/sink-harness';

// The queue on its own against the real sink of the in-process sandbox: batching, the drain,
// retries and storage. Failures are put in front of the sink by the `fetch` the queue gets.
// Retry delays run on fake timers (setTimeout only).

const SENT_AT = '2031-06-04T15:00:00.000Z';

const sandbox = sandboxPerFile();
delaysOnFakeTimers();
const queues: EventQueue[] = [];
afterEach(() => {
  queues.splice(0).forEach((queue) => queue.stop());
});

interface Harness {
  queue: EventQueue;
  storage: KeyValueStorage;
  errors: AnalyticsError[];
  requests: Array<{ path: string; count: number; keepalive: boolean; bytes: number }>;
}

function harness(
  overrides: Partial<Omit<EventQueueOptions, 'sink'>> & { fetch?: AnalyticsFetch } = {},
): Harness {
  const errors: AnalyticsError[] = [];
  const requests: Harness['requests'] = [];
  const storage = overrides.storage ?? memoryStorage();
  const send = overrides.fetch ?? ((url, init) => sandbox.fetch(url, init));
  const queue = createEventQueue({
    storage,
    report: (reason, message, details) => errors.push(new AnalyticsError(reason, message, details)),
    now: () => SENT_AT,
    maxBatchSize: 20,
    maxQueueSize: 1000,
    retry: { baseDelayMs: 1000, maxDelayMs: 60_000 },
    ...overrides,
    sink: {
      endpoint: SANDBOX_ANALYTICS_ENDPOINT,
      authorization: basicAuthorization('boxup-sandbox-write-key'),
      send: (url, init) => {
        const body = JSON.parse(String(init.body)) as { batch?: unknown[] };
        requests.push({
          path: url.split('/').at(-1) ?? '',
          count: body.batch?.length ?? 1,
          keepalive: init.keepalive === true,
          bytes: String(init.body).length,
        });
        return send(url, init);
      },
    },
  });
  queues.push(queue);
  return { queue, storage, errors, requests };
}

function viewed(anonymousId: string, productId: string, extra = {}): TrackMessage {
  return {
    type: 'track',
    messageId: nanoid(),
    timestamp: SENT_AT,
    anonymousId,
    event: 'Product Viewed',
    properties: { product_id: productId, ...extra },
    context: {},
  };
}

function identified(anonymousId: string, userId: string): IdentifyMessage {
  return {
    type: 'identify',
    messageId: nanoid(),
    timestamp: SENT_AT,
    anonymousId,
    userId,
    traits: {},
    context: {},
  };
}

async function storedProductIds(anonymousId: string): Promise<unknown[]> {
  const events = await storedEvents(sandbox, { anonymousId });
  return events.map((event) =>
    event.type === 'identify' ? 'identify' : event.properties['product_id'],
  );
}

const offline: AnalyticsFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('batching', () => {
  it('sends at most maxBatchSize messages per request, identify on its own, in order', async () => {
    const anon = nanoid();
    const { queue, requests } = harness({ maxBatchSize: 2 });

    const messages: AnalyticsMessage[] = [
      viewed(anon, 'a'),
      viewed(anon, 'b'),
      viewed(anon, 'c'),
      identified(anon, 'cus_1'),
      viewed(anon, 'd'),
    ];
    messages.forEach((message) => queue.add(message));
    await queue.flush();

    expect(requests.map((request) => [request.path, request.count])).toEqual([
      ['batch', 2],
      ['track', 1],
      ['identify', 1],
      ['track', 1],
    ]);
    expect(await storedProductIds(anon)).toEqual(['a', 'b', 'c', 'identify', 'd']);
    expect(queue.size()).toBe(0);
  });

  it('keeps requests under 64 KiB while the page goes away, and marks them keepalive', async () => {
    const anon = nanoid();
    const { queue, requests } = harness({ fetch: offline });
    const padding = 'x'.repeat(25_000);
    ['a', 'b', 'c'].forEach((id) => queue.add(viewed(anon, id, { note: padding })));
    await vi.advanceTimersByTimeAsync(0);
    requests.length = 0;

    queue.sendBeforeLeaving();
    await vi.advanceTimersByTimeAsync(0);

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: 'batch', count: 2, keepalive: true });
    expect(requests[0]?.bytes).toBeLessThan(60_000);
  });
});

describe('the drain', () => {
  it('sends what is added after a flush that had nothing to send', async () => {
    const anon = nanoid();
    const { queue } = harness();

    await queue.flush();
    queue.add(viewed(anon, 'after-empty-flush'));
    await vi.waitFor(() => expect(queue.size()).toBe(0));

    expect(await storedProductIds(anon)).toEqual(['after-empty-flush']);
  });

  it('sends what is added after the page was hidden with nothing to send', async () => {
    const anon = nanoid();
    const { queue, requests } = harness();

    queue.sendBeforeLeaving();
    queue.add(viewed(anon, 'after-hidden'));
    await vi.waitFor(() => expect(queue.size()).toBe(0));

    expect(requests.map((request) => request.path)).toEqual(['track']);
    expect(await storedProductIds(anon)).toEqual(['after-hidden']);
  });
});

describe('retries', () => {
  it('waits twice as long after each failure, never longer than maxDelayMs', async () => {
    const { queue, requests } = harness({
      fetch: offline,
      retry: { baseDelayMs: 1000, maxDelayMs: 2500 },
    });

    queue.add(viewed(nanoid(), 'a'));
    await vi.advanceTimersByTimeAsync(0);
    const at: number[] = [];
    for (const step of [1000, 2000, 2500, 2500]) {
      const before = requests.length;
      await vi.advanceTimersByTimeAsync(step - 1);
      expect(requests).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      at.push(requests.length);
    }

    expect(at).toEqual([2, 3, 4, 5]);
    expect(queue.size()).toBe(1);
  });

  it('honours Retry-After up to maxDelayMs', async () => {
    const anon = nanoid();
    let answered429 = false;
    const { queue, requests, errors } = harness({
      retry: { baseDelayMs: 1000, maxDelayMs: 3000 },
      fetch: (url, init) => {
        if (answered429) return sandbox.fetch(url, init);
        answered429 = true;
        return Promise.resolve(
          new Response('{}', { status: 429, headers: { 'Retry-After': '5' } }),
        );
      },
    });

    queue.add(viewed(anon, 'a'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await queue.flush();

    expect(requests).toHaveLength(2);
    expect(await storedProductIds(anon)).toEqual(['a']);
    expect(errors.map((error) => [error.reason, error.status])).toEqual([['DeliveryDelayed', 429]]);
  });

  it('reports an outage once, and again after the sink accepted something', async () => {
    let up = false;
    const { queue, errors } = harness({
      fetch: (url, init) => (up ? sandbox.fetch(url, init) : offline(url, init)),
    });

    queue.add(viewed(nanoid(), 'a'));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    up = true;
    await queue.flush();
    up = false;
    queue.add(viewed(nanoid(), 'b'));
    await vi.advanceTimersByTimeAsync(0);

    expect(errors.map((error) => error.reason)).toEqual(['DeliveryDelayed', 'DeliveryDelayed']);
  });

  it('sends a waiting retry at once when the browser is online again, and not otherwise', async () => {
    const anon = nanoid();
    let up = false;
    const { queue, requests } = harness({
      fetch: (url, init) => (up ? sandbox.fetch(url, init) : offline(url, init)),
    });

    queue.retryNow();
    expect(requests).toEqual([]);
    queue.add(viewed(anon, 'a'));
    await vi.advanceTimersByTimeAsync(0);
    up = true;
    queue.retryNow();
    await vi.waitFor(() => expect(queue.size()).toBe(0));

    expect(requests).toHaveLength(2);
    expect(await storedProductIds(anon)).toEqual(['a']);
  });
});

describe('storage', () => {
  it('keeps what stop() left unsent for the next queue, which sends it', async () => {
    const anon = nanoid();
    const storage = memoryStorage();
    const first = harness({ storage, fetch: offline });
    first.queue.add(viewed(anon, 'kept'));
    await vi.advanceTimersByTimeAsync(0);
    first.queue.stop();
    await first.queue.flush();
    expect(first.requests).toHaveLength(1);

    const next = harness({ storage });
    expect(next.queue.size()).toBe(1);
    await vi.waitFor(() => expect(next.queue.size()).toBe(0));

    expect(await storedProductIds(anon)).toEqual(['kept']);
    expect(storage.getItem(ANALYTICS_STORAGE_KEYS.queue)).toBeNull();
  });

  it('ignores what in storage is not a queued message', () => {
    const anon = nanoid();
    const storage = memoryStorage({
      [ANALYTICS_STORAGE_KEYS.queue]: JSON.stringify([
        null,
        { message: { type: 'track' } },
        { message: viewed(anon, 'valid') },
      ]),
    });
    expect(harness({ storage, fetch: offline }).queue.size()).toBe(1);
    expect(
      harness({
        storage: memoryStorage({ [ANALYTICS_STORAGE_KEYS.queue]: '{' }),
      }).queue.size(),
    ).toBe(0);
  });
});
