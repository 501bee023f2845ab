import { preloadHttpClient } from '@storefront/http';
import { useEffect } from 'react';

/** The longest the warm-up waits for idle time once the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` once, in idle time after the document has loaded; returns the cancel. */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** Downloads what a product page's first selection change runs: see the hook. */
export function warmUpProductQueries(): Promise<unknown> {
  return Promise.all([
    preloadHttpClient(),
    import('../lib/api/get-product-prices').catch(() => undefined),
    import('../lib/api/get-availability').catch(() => undefined),
  ]);
}

/**
 * A server-rendered product page hydrates from the server's data, so the code of its queries
 * (the price and availability operations, the HTTP client's sending half with ky) is not in
 * its first load. This downloads it in idle time once the page has loaded, so the shopper's
 * first change of size, print or quantity waits for the price service only.
 *
 * @example
 * useProductQueriesWarmUp(); // in the product configurator
 */
export function useProductQueriesWarmUp(): void {
  useEffect(() => afterLoadWhenIdle(() => void warmUpProductQueries()), []);
}
