/** The longest a task scheduled for idle time waits. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` when the browser is idle (or after a short delay where it cannot say).
 *
 * @example
 * whenIdle(() => prefetchNext());
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(task, 200);
  }
}

/**
 * Runs `task` once the document has loaded, in idle time.
 *
 * @example
 * afterLoadWhenIdle(() => void import('./route-chunk-loading'));
 */
export function afterLoadWhenIdle(task: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    whenIdle(task);
    return;
  }
  window.addEventListener('load', () => whenIdle(task), { once: true });
}
