/**
 * What kind of page view a `page()` call reports; it decides the delay before it is sent.
 * `upload` (the artwork upload step) and `proof-click` (the shopper asked for a proof) go at
 * once; every other page waits (spec, section 9).
 *
 * @example
 * analytics.page('Upload Artwork', {}, { kind: 'upload' });
 */
export type PageKind = 'default' | 'upload' | 'proof-click';

/**
 * Milliseconds a page event waits before it is sent, per kind (spec, section 9: "page events
 * sent after 1000 ms, 0 for upload or proof-click events"). A newer page event within the
 * delay replaces the waiting one.
 *
 * @example
 * PAGE_EVENT_DELAYS.default; // 1000
 */
export const PAGE_EVENT_DELAYS: Readonly<Record<PageKind, number>> = {
  default: 1000,
  upload: 0,
  'proof-click': 0,
};

/**
 * Options of a `page()` call.
 *
 * @example
 * const options: PageOptions = { kind: 'proof-click' };
 */
export interface PageOptions {
  /** `default` waits 1000 ms; `upload` and `proof-click` are sent at once. */
  readonly kind?: PageKind;
}

/**
 * The delay of a page kind; a kind the spec does not name (from untyped callers) waits like
 * `default`.
 *
 * @example
 * pageEventDelay('upload'); // 0
 */
export function pageEventDelay(kind: PageKind | undefined): number {
  return PAGE_EVENT_DELAYS[kind ?? 'default'] ?? PAGE_EVENT_DELAYS.default;
}

/**
 * What the page looks like now (`context.page` of Segment): read when a page event is sent, so
 * the title the page set during the delay is the one reported. Undefined outside a browser.
 *
 * @example
 * currentPageContext(); // { path: '/cart', referrer: '', search: '', title: 'Cart', url: '…' }
 */
export function currentPageContext(): Record<string, string> | undefined {
  if (typeof location === 'undefined' || typeof document === 'undefined') return undefined;
  return {
    path: location.pathname,
    referrer: document.referrer,
    search: location.search,
    title: document.title,
    url: location.href,
  };
}

/**
 * Holds at most one page event waiting for its delay. `schedule` replaces the waiting one (it
 * is dropped, not sent); `sendWaiting` sends it at once (flush, page hide, destroy).
 *
 * @example
 * const pages = createPageEventTimer();
 * pages.schedule('default', () => enqueue(pageMessage()));
 * pages.isWaiting(); // true for 1000 ms
 */
export interface PageEventTimer {
  /** Runs `send` after the kind's delay, or now for a kind without one. */
  schedule(kind: PageKind | undefined, send: () => void): void;
  /** Sends the waiting page event now, if there is one. */
  sendWaiting(): void;
  /** Whether a page event is waiting for its delay. */
  isWaiting(): boolean;
}

interface WaitingPage {
  readonly timer: ReturnType<typeof setTimeout>;
  readonly send: () => void;
}

/**
 * Creates the {@link PageEventTimer} of one analytics client. `guard` wraps the callback the
 * timer runs, so a failure there is reported rather than thrown from a timer.
 *
 * @example
 * const pages = createPageEventTimer((run) => () => { try { run(); } catch {} });
 */
export function createPageEventTimer(
  guard: (run: () => void) => () => void = (run) => run,
): PageEventTimer {
  let waiting: WaitingPage | undefined;

  return {
    schedule(kind, send) {
      const delay = pageEventDelay(kind);
      if (waiting) clearTimeout(waiting.timer);
      const fire = () => {
        waiting = undefined;
        send();
      };
      if (delay <= 0) {
        fire();
        return;
      }
      waiting = { send: fire, timer: setTimeout(guard(fire), delay) };
    },
    sendWaiting() {
      const page = waiting;
      if (!page) return;
      clearTimeout(page.timer);
      page.send();
    },
    isWaiting: () => waiting !== undefined,
  };
}
