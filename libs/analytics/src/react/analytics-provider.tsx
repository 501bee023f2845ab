import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Analytics } from '../lib/create-analytics';
import { AnalyticsContext } from './analytics-context';
import { createLazyAnalytics } from './lazy-analytics';

/**
 * Props of {@link AnalyticsProvider}.
 *
 * @example
 * const props: AnalyticsProviderProps = { load: () => loadAnalytics(options), children: <App /> };
 */
export interface AnalyticsProviderProps {
  /**
   * Makes the client, typically with `loadAnalytics(options)`, which imports the client's code
   * on demand so it stays off the first load. Called once the browser is idle after the first render, and again
   * (the old client destroyed) when a new function is passed: keep it stable (`useCallback`).
   */
  load: () => Promise<Analytics>;
  /** Told when `load` fails; every call then does nothing. A console warning by default. */
  onLoadError?: (error: unknown) => void;
  children?: ReactNode;
}

/** Runs `run` once the browser is idle; answers a cancel function. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

function warnLoadError(error: unknown) {
  console.warn('[analytics] The analytics code did not load', error);
}

/**
 * Gives the components below it analytics calls at once, with the client loaded later: `load`
 * runs once the browser is idle after the first render, and calls made before that wait for
 * the client (at most `MAX_WAITING_CALLS`), in order. A client that fails to load turns every
 * call into a no-op, so the app never breaks over analytics. Unmounting destroys the client,
 * which keeps its unsent events in storage for the next one.
 *
 * @example
 * const load = () => loadAnalytics({ endpoint, writeKey: 'boxup-sandbox-write-key' });
 * root.render(
 *   <AnalyticsProvider load={load}>
 *     <App />
 *   </AnalyticsProvider>,
 * );
 */
export function AnalyticsProvider({ load, onLoadError, children }: AnalyticsProviderProps) {
  const reportTo = useRef(onLoadError);
  useEffect(() => {
    reportTo.current = onLoadError;
  });
  const [lazy] = useState(() => createLazyAnalytics());
  useEffect(() => {
    const cancel = whenIdle(() =>
      lazy.connect(() =>
        load().catch((error: unknown) => {
          (reportTo.current ?? warnLoadError)(error);
          throw error;
        }),
      ),
    );
    return () => {
      cancel();
      lazy.disconnect();
    };
  }, [lazy, load]);
  return <AnalyticsContext.Provider value={lazy.api}>{children}</AnalyticsContext.Provider>;
}
