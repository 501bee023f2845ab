import { matchPath } from 'react-router-dom';
import { LINK_PREFETCH_MARGIN_PX } from '../lib/media/image-sizes';
import type { StoreRoute } from './routes/store-route';

/**
 * Loads the code of the route a link points to before the shopper follows it: on hover, focus
 * or touch at once, and when the link comes within {@link LINK_PREFETCH_MARGIN_PX} of the
 * viewport (one shared IntersectionObserver, `rootMargin: '200px'`) in the browser's idle
 * time after the page has loaded, one route per idle period, so prefetching never competes
 * with the page's own start (its long tasks count against Total Blocking Time). Each route's
 * chunk is requested once; a failed request may be tried again.
 */
export interface RoutePrefetcher {
  /** Starts loading the page of the route `to` points to (a path with optional query). */
  prefetch(to: string): void;
  /** Prefetches `to` once `element` is near the viewport; returns the clean-up. */
  observe(element: Element, to: string): () => void;
}

const ORIGIN = 'http://storefront.invalid';

/** The longest a prefetch of a link in view waits for idle time. */
const IDLE_PREFETCH_TIMEOUT_MS = 5000;

/** Runs `task` when the browser is idle (or after a short delay where it cannot say). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(task, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  } else {
    setTimeout(task, 200);
  }
}

/** Runs `task` once the document has loaded, in idle time. */
function afterLoadWhenIdle(task: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    whenIdle(task);
    return;
  }
  window.addEventListener('load', () => whenIdle(task), { once: true });
}

function pathnameOf(to: string): string | null {
  try {
    return new URL(to, ORIGIN).pathname;
  } catch {
    return null;
  }
}

/**
 * The route of the app that renders `to`, or `undefined` for a path it does not compose (or
 * a link to another site).
 *
 * @example
 * routeFor(fullStoreRoutes, '/view/about?x=1')?.id; // 'view'
 */
export function routeFor(routes: readonly StoreRoute[], to: string): StoreRoute | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(to)) return undefined;
  const pathname = pathnameOf(to);
  if (pathname === null) return undefined;
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/**
 * Creates the prefetcher of one app (its routes); one per `StorefrontProvider`.
 *
 * @example
 * const prefetcher = createRoutePrefetcher(fullStoreRoutes);
 * const stop = prefetcher.observe(anchor, '/view/about');
 */
export function createRoutePrefetcher(routes: readonly StoreRoute[]): RoutePrefetcher {
  const requested = new Set<string>();
  const targets = new Map<Element, string>();
  let observer: IntersectionObserver | null = null;
  const inView: string[] = [];
  let draining = false;

  function prefetchNextInView() {
    const to = inView.shift();
    if (to !== undefined) prefetch(to);
    if (inView.length > 0) whenIdle(prefetchNextInView);
    else draining = false;
  }

  function prefetchWhenIdle(to: string) {
    inView.push(to);
    if (draining) return;
    draining = true;
    afterLoadWhenIdle(prefetchNextInView);
  }

  function prefetch(to: string) {
    const route = routeFor(routes, to);
    if (!route || requested.has(route.id)) return;
    requested.add(route.id);
    route.lazy().catch(() => {
      // The navigation itself will try again (and show its error); allow another prefetch.
      requested.delete(route.id);
    });
  }

  function observerOf(): IntersectionObserver | null {
    if (observer) return observer;
    if (typeof IntersectionObserver === 'undefined') return null;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const to = targets.get(entry.target);
          targets.delete(entry.target);
          observer?.unobserve(entry.target);
          if (to !== undefined) prefetchWhenIdle(to);
        }
      },
      { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
    );
    return observer;
  }

  function observe(element: Element, to: string): () => void {
    const route = routeFor(routes, to);
    if (!route || requested.has(route.id)) return () => {};
    const shared = observerOf();
    if (!shared) return () => {};
    targets.set(element, to);
    shared.observe(element);
    return () => {
      if (targets.delete(element)) shared.unobserve(element);
    };
  }

  return { prefetch, observe };
}
