import type { Analytics } from '../lib/create-analytics';

/**
 * What components may do with analytics: the four calls of the client they need, typed as the
 * client types them. None of them throws or waits.
 *
 * @example
 * const analytics: AnalyticsCalls = useAnalytics();
 * analytics.track('Save Design', { design_id: design.id, is_new: true });
 */
export type AnalyticsCalls = Pick<Analytics, 'page' | 'track' | 'identify' | 'reset'>;

/**
 * {@link AnalyticsCalls} that do nothing: what components get where no `AnalyticsProvider` is
 * mounted (page tests, stories, an app built without analytics).
 *
 * @example
 * NO_ANALYTICS.track('Product Added', { product_id: 'custom-mailer-box' }); // nothing happens
 */
export const NO_ANALYTICS: AnalyticsCalls = Object.freeze({
  page: () => undefined,
  track: () => undefined,
  identify: () => undefined,
  reset: () => undefined,
});

/** Most calls kept while the client loads; the oldest are dropped beyond it. */
export const MAX_WAITING_CALLS = 200;

type Call = (client: Analytics) => void;

/**
 * Analytics whose client arrives later (its code is loaded with a dynamic `import()` once the
 * first page has rendered): `api` takes calls at once and hands them to the client, in order,
 * as soon as one is connected; until then they wait (at most {@link MAX_WAITING_CALLS}).
 * `connect(load)` starts one client (a newer `connect` or `disconnect` replaces it; the
 * replaced client is destroyed, which keeps its unsent events in storage for the next one).
 * A client that fails to load turns every call into a no-op, so the shop never breaks over
 * analytics.
 *
 * @example
 * const lazy = createLazyAnalytics();
 * lazy.api.page('Home'); // waits
 * lazy.connect(() => loadAnalytics(options));
 */
export interface LazyAnalytics {
  readonly api: AnalyticsCalls;
  connect(load: () => Promise<Analytics>): void;
  disconnect(): void;
  /** Calls waiting for a client. */
  waitingCount(): number;
}

/**
 * Creates a {@link LazyAnalytics}.
 *
 * @example
 * const lazy = createLazyAnalytics({ onLoadError: (error) => console.warn(error) });
 */
export function createLazyAnalytics(
  options: { onLoadError?: (error: unknown) => void } = {},
): LazyAnalytics {
  let client: Analytics | null = null;
  let attempt = 0;
  let failed = false;
  let waiting: Call[] = [];

  const call = (run: Call) => {
    if (client) {
      run(client);
      return;
    }
    if (failed) return;
    waiting.push(run);
    if (waiting.length > MAX_WAITING_CALLS) waiting.splice(0, waiting.length - MAX_WAITING_CALLS);
  };

  const disconnect = () => {
    attempt += 1;
    client?.destroy();
    client = null;
  };

  const api: AnalyticsCalls = {
    page: (...args) => call((analytics) => analytics.page(...args)),
    track: (...args) => call((analytics) => analytics.track(...args)),
    identify: (...args) => call((analytics) => analytics.identify(...args)),
    reset: () => call((analytics) => analytics.reset()),
  };

  return {
    api,
    connect(load) {
      disconnect();
      failed = false;
      const current = attempt;
      let loading: Promise<Analytics>;
      try {
        loading = load();
      } catch (error) {
        loading = Promise.reject(error);
      }
      loading.then(
        (loaded) => {
          if (current !== attempt) {
            loaded.destroy();
            return;
          }
          client = loaded;
          const calls = waiting;
          waiting = [];
          for (const run of calls) run(loaded);
        },
        (error: unknown) => {
          if (current !== attempt) return;
          failed = true;
          waiting = [];
          options.onLoadError?.(error);
        },
      );
    },
    disconnect,
    waitingCount: () => waiting.length,
  };
}
