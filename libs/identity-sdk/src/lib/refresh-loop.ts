import type { HeldToken } from './held-token';
import type { TabCoordinator } from './tab-coordinator';
import { nextCheckDelay, refreshDueAt, retryDelay } from './token-timing';

/**
 * The refresh scheduler of one kind of session (the customer's, the anonymous one): a timer
 * for the next check, the count of failed attempts that sets the retry backoff, and a refresh
 * run under a tab lock once for all concurrent callers in this tab.
 *
 * @example
 * const loop = createRefreshLoop({ lock: 'refresh', tabs, isStopped, issuerNow, onTimer: check });
 * await loop.run(() => refreshLocked());
 * loop.scheduleFor(held);
 */
export interface RefreshLoop {
  /** Runs `task` holding the lock; callers arriving meanwhile share the run under way. */
  run(task: () => Promise<void>): Promise<void>;
  /** The next check in `delay` ms (replacing a scheduled one); nothing once stopped for good. */
  schedule(delay: number): void;
  /** The next check when `held` is due (at most 15 minutes away); returns the delay. */
  scheduleFor(held: HeldToken): number;
  /** Counts a failed attempt and schedules the retry with backoff; returns the attempt number. */
  retryLater(): number;
  /** Forgets the failed attempts. */
  resetFailures(): void;
  /** Cancels the scheduled check. */
  stop(): void;
}

/**
 * Creates a {@link RefreshLoop}.
 *
 * @example
 * createRefreshLoop({
 *   lock: 'storefront.identity.user-refresh',
 *   tabs: () => coordinator,
 *   isStopped: () => destroyed,
 *   issuerNow: (offsetMs) => Date.now() - offsetMs,
 *   onTimer: () => void check(),
 * });
 */
export function createRefreshLoop({
  lock,
  tabs,
  isStopped,
  issuerNow,
  onTimer,
  onError,
}: {
  readonly lock: string;
  readonly tabs: () => TabCoordinator;
  /** True once the session is destroyed: no timer is started any more. */
  readonly isStopped: () => boolean;
  readonly issuerNow: (offsetMs: number) => number;
  /** What a scheduled check does. */
  readonly onTimer: () => void;
  /** When given, a failed run is reported here and the run resolves; else the run rejects. */
  readonly onError?: (error: unknown) => void;
}): RefreshLoop {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let flight: Promise<void> | undefined;

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number): void {
    stop();
    if (isStopped()) return;
    timer = setTimeout(() => {
      timer = undefined;
      onTimer();
    }, delay);
  }

  return {
    run(task) {
      if (flight === undefined) {
        const locked = tabs().withLock(lock, task);
        flight = (onError === undefined ? locked : locked.catch(onError)).finally(() => {
          flight = undefined;
        });
      }
      return flight;
    },
    schedule,
    scheduleFor(held) {
      const delay = nextCheckDelay(refreshDueAt(held.claims), issuerNow(held.offsetMs));
      schedule(delay);
      return delay;
    },
    retryLater() {
      failures += 1;
      schedule(retryDelay(failures));
      return failures;
    },
    resetFailures() {
      failures = 0;
    },
    stop,
  };
}
