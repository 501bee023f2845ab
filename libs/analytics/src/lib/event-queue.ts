import { isAnalyticsMessage, type AnalyticsMessage } from './analytics-messages';
import { ANALYTICS_STORAGE_KEYS } from './analytics-storage';
import { type KeyValueStorage } from '@storefront/browser-storage';
import type { AnalyticsReport } from './clean-message';
import { sendMessages, type AnalyticsSink } from './send-messages';

const MAX_BATCH_BYTES = 400_000;
/** Browsers cap the bodies of `keepalive` requests (sent while the page goes away) at 64 KiB. */
const MAX_KEEPALIVE_BYTES = 60_000;

/**
 * Configuration of {@link createEventQueue}.
 *
 * @example
 * const options: EventQueueOptions = { sink, storage, report, now, maxBatchSize: 20, maxQueueSize: 1000, retry: { baseDelayMs: 1000, maxDelayMs: 60_000 } };
 */
export interface EventQueueOptions {
  readonly sink: AnalyticsSink;
  /** Where unsent messages are kept (`storefront.analytics.queue`) across page loads. */
  readonly storage: KeyValueStorage;
  readonly report: AnalyticsReport;
  /** The `sentAt` stamp of a request (ISO 8601). */
  readonly now: () => string;
  readonly maxBatchSize: number;
  readonly maxQueueSize: number;
  readonly retry: { readonly baseDelayMs: number; readonly maxDelayMs: number };
}

/**
 * The messages waiting for the sink, in order, kept in storage until it accepts them. Messages
 * added in one task leave in one `segment/batch` request (an `identify` goes on its own); a
 * failed delivery is retried after a back-off that doubles, and a refused batch is sent again
 * one message at a time so one bad event does not take the others down.
 *
 * @example
 * const queue = createEventQueue(options);
 * queue.add(message);
 * await queue.flush();
 */
export interface EventQueue {
  /** Queues a sendable message (drops the oldest beyond `maxQueueSize`) and sends soon. */
  add(message: AnalyticsMessage): void;
  /** Sends everything now, a waiting retry included; resolves when empty or a send failed. */
  flush(): Promise<void>;
  /** The page goes away: sends everything now with `keepalive`, in requests under 64 KiB. */
  sendBeforeLeaving(): void;
  /** The browser is online again: a waiting retry is sent now. */
  retryNow(): void;
  /** Messages not yet accepted by the sink. */
  size(): number;
  /** Sends nothing more; what is queued stays in storage for the next page. */
  stop(): void;
}

interface QueueEntry {
  readonly message: AnalyticsMessage;
  /** Set after a batch holding it was refused, so it is then sent on its own. */
  solo?: boolean;
}

/**
 * Creates the {@link EventQueue} of one client, with the messages an earlier page left in
 * storage (sent soon).
 *
 * @example
 * const queue = createEventQueue({ sink, storage, report, now, maxBatchSize: 20, maxQueueSize: 1000, retry });
 */
export function createEventQueue(options: EventQueueOptions): EventQueue {
  const { sink, storage, report, now, maxBatchSize, maxQueueSize, retry } = options;
  let queue: QueueEntry[] = [];
  let draining: Promise<void> | undefined;
  let drainScheduled = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let leaving = false;
  let stopped = false;

  // Storage may refuse writes (full, disabled); the queue then lives in memory only.
  const persist = () => {
    try {
      if (queue.length === 0) storage.removeItem(ANALYTICS_STORAGE_KEYS.queue);
      else storage.setItem(ANALYTICS_STORAGE_KEYS.queue, JSON.stringify(queue));
    } catch {
      // Keep going in memory.
    }
  };

  const restore = () => {
    try {
      const raw = storage.getItem(ANALYTICS_STORAGE_KEYS.queue);
      if (raw === null) return;
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return;
      queue = parsed
        .filter(
          (entry): entry is QueueEntry =>
            typeof entry === 'object' &&
            entry !== null &&
            isAnalyticsMessage((entry as QueueEntry).message),
        )
        .map((entry) => ({ message: entry.message, solo: entry.solo === true }));
    } catch {
      queue = [];
    }
  };

  const cancelRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const scheduleDrain = () => {
    if (drainScheduled || stopped) return;
    drainScheduled = true;
    // Everything queued in the same task leaves in one request.
    queueMicrotask(() => {
      drainScheduled = false;
      void drain();
    });
  };

  const scheduleRetry = (retryAfterMs: number | undefined) => {
    failures += 1;
    const backoff = Math.min(retry.baseDelayMs * 2 ** (failures - 1), retry.maxDelayMs);
    const delay = retryAfterMs === undefined ? backoff : Math.min(retryAfterMs, retry.maxDelayMs);
    cancelRetry();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void drain();
    }, delay);
  };

  const nextChunk = (): QueueEntry[] => {
    const [first] = queue;
    if (!first) return [];
    if (first.solo || first.message.type === 'identify') return [first];
    const limit = leaving ? MAX_KEEPALIVE_BYTES : MAX_BATCH_BYTES;
    const chunk: QueueEntry[] = [];
    let bytes = 0;
    for (const entry of queue) {
      if (entry.solo || entry.message.type === 'identify' || chunk.length >= maxBatchSize) break;
      const size = JSON.stringify(entry.message).length;
      if (chunk.length > 0 && bytes + size > limit) break;
      chunk.push(entry);
      bytes += size;
    }
    return chunk;
  };

  const remove = (chunk: readonly QueueEntry[]) => {
    queue = queue.filter((entry) => !chunk.includes(entry));
    persist();
  };

  /** Sends the next chunk; false when the drain has to stop (a retry is scheduled). */
  const sendNext = async (): Promise<boolean> => {
    const chunk = nextChunk();
    const [first, ...rest] = chunk;
    if (!first) return false;
    const outcome = await sendMessages(
      sink,
      [first.message, ...rest.map((entry) => entry.message)],
      { sentAt: now(), keepalive: leaving },
    );
    switch (outcome.kind) {
      case 'accepted':
        failures = 0;
        remove(chunk);
        return true;
      case 'retry':
        if (failures === 0) {
          report(
            'DeliveryDelayed',
            outcome.status === undefined
              ? 'The analytics service could not be reached; will retry'
              : `The analytics service answered ${outcome.status}; will retry`,
            outcome.status === undefined
              ? { count: chunk.length, cause: outcome.cause }
              : { status: outcome.status, count: chunk.length },
          );
        }
        scheduleRetry(outcome.retryAfterMs);
        return false;
      case 'write-key-rejected':
        failures = 0;
        report(
          'WriteKeyRejected',
          `The analytics service refused the write key (${outcome.detail})`,
          { status: 401, count: chunk.length },
        );
        remove(chunk);
        return true;
      case 'rejected':
        failures = 0;
        if (chunk.length > 1) {
          // One bad event must not take the others down: send them one by one.
          for (const entry of chunk) entry.solo = true;
          persist();
          return true;
        }
        report(
          'EventRejected',
          `The analytics service refused a ${first.message.type} event (${outcome.detail})`,
          { status: outcome.status, count: 1 },
        );
        remove(chunk);
        return true;
    }
  };

  const drain = (): Promise<void> => {
    if (draining) return draining;
    let finished = false;
    const run = (async () => {
      try {
        while (queue.length > 0 && retryTimer === undefined && !stopped) {
          if (!(await sendNext())) break;
        }
      } catch (error) {
        report('DeliveryDelayed', 'Sending analytics failed unexpectedly', { cause: error });
      } finally {
        finished = true;
        draining = undefined;
      }
    })();
    // With nothing to send the body finishes before `run` is assigned: keeping it as the
    // running drain would make every later drain wait on it, and nothing would be sent again.
    if (!finished) draining = run;
    return run;
  };

  restore();
  if (queue.length > 0) scheduleDrain();

  return {
    add(message) {
      queue.push({ message });
      if (queue.length > maxQueueSize) {
        const dropped = queue.splice(0, queue.length - maxQueueSize);
        report('QueueOverflow', `Dropped the ${dropped.length} oldest unsent events`, {
          count: dropped.length,
        });
      }
      persist();
      if (retryTimer === undefined) scheduleDrain();
    },
    flush() {
      cancelRetry();
      return drain();
    },
    sendBeforeLeaving() {
      leaving = true;
      cancelRetry();
      void drain().finally(() => {
        leaving = false;
      });
    },
    retryNow() {
      if (retryTimer === undefined) return;
      cancelRetry();
      void drain();
    },
    size: () => queue.length,
    stop() {
      stopped = true;
      cancelRetry();
    },
  };
}
