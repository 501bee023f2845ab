import { nanoid } from 'nanoid';
import { AnalyticsError } from './analytics-error';
import {
  REQUIRED_EVENT_PROPERTIES,
  toSentProperties,
  type AnalyticsEventName,
  type AnalyticsEvents,
} from './analytics-events';
import { createAnalyticsIds } from './analytics-ids';
import type { AnalyticsMessage } from './analytics-messages';
import { defaultStorage, type KeyValueStorage } from '@storefront/browser-storage';
import { cleanMessage, type AnalyticsReport } from './clean-message';
import { createEventQueue } from './event-queue';
import { createPageEventTimer, currentPageContext, type PageOptions } from './page-events';
import { basicAuthorization, type AnalyticsFetch } from './send-messages';

// The client's public names that live beside their job; src/index.ts lists them from here.
export { PAGE_EVENT_DELAYS, type PageKind, type PageOptions } from './page-events';
export type { AnalyticsFetch } from './send-messages';

/**
 * Name and version the client reports in every message's `context.library`.
 *
 * @example
 * ANALYTICS_LIBRARY; // { name: '@storefront/analytics', version: '0.1.0' }
 */
export const ANALYTICS_LIBRARY = { name: '@storefront/analytics', version: '0.1.0' } as const;

/**
 * Where timestamps come from: anything with `now()` returning a `Date` or epoch milliseconds
 * (the sandbox clock fits).
 *
 * @example
 * const clock: AnalyticsClock = { now: () => Date.now() };
 */
export interface AnalyticsClock {
  now(): Date | number;
}

/**
 * How failed deliveries are retried: after `baseDelayMs`, then twice as long each time, never
 * longer than `maxDelayMs` (a `Retry-After` answer is honoured up to that too).
 *
 * @example
 * const retry: AnalyticsRetryOptions = { baseDelayMs: 1000, maxDelayMs: 60_000 };
 */
export interface AnalyticsRetryOptions {
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
}

/**
 * Configuration of {@link createAnalytics}.
 *
 * @example
 * const options: AnalyticsOptions = {
 *   endpoint: 'http://127.0.0.1:4010/analytics',
 *   writeKey: 'boxup-sandbox-write-key',
 * };
 */
export interface AnalyticsOptions {
  /** Base URL of the analytics service; messages go to `${endpoint}/segment/…`. */
  readonly endpoint: string;
  /** The store's write key, sent as `Authorization: Basic base64(writeKey + ':')`. */
  readonly writeKey: string;
  /** Where ids and unsent events are kept; `localStorage` (or memory) by default. */
  readonly storage?: KeyValueStorage;
  readonly fetch?: AnalyticsFetch;
  /** Source of event timestamps; the system clock by default. */
  readonly clock?: AnalyticsClock;
  /** Currency of amounts given as `{ cents }` without one; `USD` by default. */
  readonly currency?: string;
  /** Added to every message's `context`, e.g. `{ storefront: 'boxup', locale: 'en-US' }`. */
  readonly context?: Readonly<Record<string, unknown>>;
  /** Told about everything that went wrong (never thrown); `console.warn` by default. */
  readonly onError?: (error: AnalyticsError) => void;
  /** Most messages per request; 20 by default. */
  readonly maxBatchSize?: number;
  /** Most messages kept waiting; the oldest are dropped beyond it. 1000 by default. */
  readonly maxQueueSize?: number;
  readonly retry?: AnalyticsRetryOptions;
}

/**
 * Traits of an identified customer (Segment's reserved names where they fit). Passwords,
 * tokens and card data are removed before sending, like everywhere else.
 *
 * @example
 * const traits: AnalyticsTraits = { email: 'dana@example.com', firstName: 'Dana', company: 'Acme' };
 */
export interface AnalyticsTraits {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly company?: string;
  readonly title?: string;
  readonly locale?: string;
  readonly [trait: string]: unknown;
}

/**
 * Options of a `track()` call.
 *
 * @example
 * const options: TrackOptions = { messageId: `order-completed-${orderId}` };
 */
export interface TrackOptions {
  /**
   * Sets the message id, so the sink stores the event once however often it is sent.
   * `Order Completed` uses `order-completed-<order_id>` unless told otherwise.
   */
  readonly messageId?: string;
}

/**
 * The analytics client. No method throws: problems go to `onError`.
 *
 * @example
 * const analytics = createAnalytics({ endpoint, writeKey: 'boxup-sandbox-write-key' });
 * analytics.page('Cart');
 * analytics.track('Product Added', { product_id: 'custom-mailer-box', price: { cents: 487 }, quantity: 250 });
 */
export interface Analytics {
  /**
   * Links the visitor to a customer: stores `userId` (`ajs_user_id`) and sends
   * `segment/identify` with the user id, the anonymous id and the traits.
   */
  identify(userId: string, traits?: AnalyticsTraits): void;
  /**
   * Reports a page view after its kind's delay ({@link PAGE_EVENT_DELAYS}); a newer page
   * event within the delay replaces this one. The URL, path, title and referrer are read
   * when it is sent, so the title the page set in the meantime is the one reported.
   */
  page(name: string, properties?: Readonly<Record<string, unknown>>, options?: PageOptions): void;
  /** Reports one of the storefront's events with its typed properties. */
  track<Event extends AnalyticsEventName>(
    event: Event,
    properties: AnalyticsEvents[Event],
    options?: TrackOptions,
  ): void;
  /** On sign-out: forgets the user id and starts a new anonymous id. Queued events keep theirs. */
  reset(): void;
  /**
   * Sends a waiting page event and everything queued now. Resolves when the queue is empty or
   * a delivery failed (then a retry is scheduled); never rejects.
   */
  flush(): Promise<void>;
  /** The identified customer's id, or null. */
  getUserId(): string | null;
  /** The visitor's anonymous id (created and stored on first use). */
  getAnonymousId(): string;
  /** Events not yet accepted by the sink, a waiting page event included. */
  pendingCount(): number;
  /** Stops timers and listeners; a waiting page event is queued (and kept in storage). */
  destroy(): void;
}

const DEFAULT_RETRY = { baseDelayMs: 1000, maxDelayMs: 60_000 };

function logError(error: AnalyticsError) {
  console.warn(`[analytics] ${error.reason}: ${error.message}`);
}

/**
 * Creates the analytics client of one storefront: anonymous and user ids in storage
 * (`ajs_anonymous_id`, a nanoid; `ajs_user_id`), `identify`, delayed `page` events, typed
 * `track` events, a guard that removes passwords, tokens and card data before anything is
 * sent, batching (`segment/batch`), and retries with exponential back-off that keep the events
 * (in storage too) until the sink accepts them. Nothing it does throws into the app.
 *
 * @example
 * const analytics = createAnalytics({
 *   endpoint: 'http://127.0.0.1:4010/analytics',
 *   writeKey: 'boxup-sandbox-write-key',
 *   context: { storefront: 'boxup' },
 * });
 * analytics.page('Home');
 * analytics.identify('cus_123', { email: 'dana@example.com' });
 * analytics.track('Order Completed', {
 *   order_id: 'ord_1', total: { cents: 134794 }, products: [{ product_id: 'custom-mailer-box' }],
 * });
 * analytics.reset(); // on sign-out
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const storage = options.storage ?? defaultStorage();
  const onError = options.onError ?? logError;
  const defaultCurrency = options.currency ?? 'USD';
  const now = () => {
    const value = options.clock ? options.clock.now() : Date.now();
    return new Date(value).toISOString();
  };
  let destroyed = false;

  const report: AnalyticsReport = (reason, message, details = {}) => {
    try {
      onError(new AnalyticsError(reason, message, details));
    } catch {
      // An error handler that throws must not break the app either.
    }
  };

  const safely =
    <Args extends unknown[], Result>(fallback: Result, run: (...args: Args) => Result) =>
    (...args: Args): Result => {
      try {
        return run(...args);
      } catch (error) {
        report('InvalidEvent', error instanceof Error ? error.message : String(error), {
          cause: error,
        });
        return fallback;
      }
    };

  const ids = createAnalyticsIds(storage);
  const pages = createPageEventTimer((run) => safely(undefined, run));
  const queue = createEventQueue({
    sink: {
      endpoint: options.endpoint.replace(/\/+$/, ''),
      authorization: basicAuthorization(options.writeKey),
      send: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    },
    storage,
    report,
    now,
    maxBatchSize: Math.max(1, options.maxBatchSize ?? 20),
    maxQueueSize: Math.max(1, options.maxQueueSize ?? 1000),
    retry: { ...DEFAULT_RETRY, ...options.retry },
  });

  const baseContext = (): Record<string, unknown> => {
    const context: Record<string, unknown> = { ...options.context, library: ANALYTICS_LIBRARY };
    const page = currentPageContext();
    if (page) context['page'] = page;
    if (typeof navigator !== 'undefined') {
      if (navigator.language) context['locale'] ??= navigator.language;
      if (navigator.userAgent) context['userAgent'] = navigator.userAgent;
    }
    return context;
  };

  const enqueue = (message: AnalyticsMessage) => {
    const sendable = cleanMessage(message, report);
    if (sendable) queue.add(sendable);
  };

  const onPageHide = () => {
    pages.sendWaiting();
    queue.sendBeforeLeaving();
  };
  const onVisibilityChange = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') onPageHide();
  };
  const onOnline = () => queue.retryNow();
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (hasWindow) {
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    identify: safely(undefined, (id: string, traits: AnalyticsTraits = {}) => {
      if (destroyed) return;
      if (typeof id !== 'string' || id.trim() === '') {
        report('InvalidEvent', 'identify() needs a non-empty user id', { paths: ['userId'] });
        return;
      }
      ids.setUserId(id);
      enqueue({
        type: 'identify',
        messageId: nanoid(),
        timestamp: now(),
        anonymousId: ids.anonymousId(),
        userId: id,
        traits: { ...traits },
        context: baseContext(),
      });
    }),

    page: safely(
      undefined,
      (
        name: string,
        properties: Readonly<Record<string, unknown>> = {},
        pageOptions: PageOptions = {},
      ) => {
        if (destroyed) return;
        // Who viewed the page is decided now; what the page looked like, when it is sent.
        const viewer = ids.current();
        pages.schedule(pageOptions.kind, () => {
          const context = baseContext();
          enqueue({
            type: 'page',
            messageId: nanoid(),
            timestamp: now(),
            ...viewer,
            name,
            properties: { ...(context['page'] as object | undefined), name, ...properties },
            context,
          });
        });
      },
    ),

    track: safely(
      undefined,
      <Event extends AnalyticsEventName>(
        event: Event,
        properties: AnalyticsEvents[Event],
        trackOptions: TrackOptions = {},
      ) => {
        if (destroyed) return;
        if (typeof event !== 'string' || event.trim() === '') {
          report('InvalidEvent', 'track() needs an event name', { paths: ['event'] });
          return;
        }
        const input = (properties ?? {}) as Record<string, unknown>;
        const missing = (REQUIRED_EVENT_PROPERTIES[event] ?? []).filter(
          (key) => input[key] === undefined || input[key] === null || input[key] === '',
        );
        if (missing.length > 0) {
          report('InvalidEvent', `${event} needs ${missing.join(', ')}; it was not sent`, {
            paths: missing.map((key) => `properties.${key}`),
          });
          return;
        }
        const currency =
          typeof input['currency'] === 'string' ? input['currency'] : defaultCurrency;
        const sent = toSentProperties(input, currency);
        if (sent.invalidPaths.length > 0) {
          report('InvalidEvent', `${event}: amounts must be whole cents or Money; left out`, {
            paths: sent.invalidPaths.map((path) => `properties.${path}`),
          });
        }
        enqueue({
          type: 'track',
          messageId:
            trackOptions.messageId ??
            (event === 'Order Completed'
              ? `order-completed-${String(input['order_id'])}`
              : nanoid()),
          timestamp: now(),
          ...ids.current(),
          event,
          properties: sent.properties,
          context: baseContext(),
        });
      },
    ),

    reset: safely(undefined, () => ids.reset()),

    flush: () => {
      try {
        pages.sendWaiting();
        return queue.flush();
      } catch {
        return Promise.resolve();
      }
    },

    getUserId: safely(null, () => ids.userId()),

    getAnonymousId: safely('', () => ids.anonymousId()),

    pendingCount: () => queue.size() + (pages.isWaiting() ? 1 : 0),

    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      queue.stop();
      pages.sendWaiting();
      if (hasWindow) {
        window.removeEventListener('pagehide', onPageHide);
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
    },
  };
}
