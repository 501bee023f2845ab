/**
 * Waits `ms` milliseconds; rejects with the signal's reason when it is aborted first.
 *
 * @example
 * await wait(5000, controller.signal);
 */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * How a polling loop waits between tries; tests pass one that returns at once.
 *
 * @example
 * const sleep: Sleep = (ms, signal) => wait(ms, signal);
 */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;
