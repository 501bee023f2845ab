import { matchPath } from 'react-router-dom';
import { LINK_PREFETCH_MARGIN_PX } from '../lib/media/image-sizes';
import { ROUTE_CHUNKS_PATH, type RouteChunks } from '../lib/routing/route-chunks';
import type { RoutePrefetcher } from './route-prefetch';
import type { StoreRoute } from './routes/store-route';
import { afterLoadWhenIdle, whenIdle } from './when-idle';

// The work behind `route-prefetch.ts`, loaded after the page (or on the first hover or
// navigation), never in a first load: the route chunk map, module preloads and the observer.

const ORIGIN = 'http://storefront.invalid';

/** Fetches the server's route chunk map; `null` when it has none or cannot be read. */
export async function fetchRouteChunks(): Promise<RouteChunks> {
  try {
    const response = await fetch(ROUTE_CHUNKS_PATH, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as RouteChunks) : null;
  } catch {
    return null;
  }
}

/** The modules the document already has or has asked for (absolute URLs). */
function knownModules(): Set<string> {
  const known = new Set<string>();
  document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]').forEach((link) => {
    known.add(link.href);
  });
  document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]').forEach((script) => {
    known.add(script.src);
  });
  return known;
}

/** Asks the browser to download (not run) each of `files` it does not have yet. */
function preloadModules(files: readonly string[]): void {
  const known = knownModules();
  for (const file of files) {
    const href = new URL(file, document.baseURI).href;
    if (known.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Downloads the chunks of a route pattern (`/product/:slug`) from the server's map, fetched
 * once by this preloader (see `createRouteChunkPreloader` in `route-prefetch.ts`).
 *
 * @example
 * const preload = createChunkPreloader();
 * preload('/cart');
 */
export function createChunkPreloader(
  loadRouteChunks: () => Promise<RouteChunks> = fetchRouteChunks,
): (path: string) => void {
  let chunks: Promise<RouteChunks> | undefined;
  return (path) => {
    chunks ??= loadRouteChunks();
    void chunks.then((map) => {
      const files = map?.[path];
      if (files !== undefined) preloadModules(files);
    });
  };
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
 * The prefetcher behind `createRoutePrefetcher` of one app (its routes), as that interface
 * describes it.
 *
 * @example
 * const prefetcher = createLinkPrefetcher(fullStoreRoutes);
 * const stop = prefetcher.observe(anchor, '/view/about');
 */
export function createLinkPrefetcher(
  routes: readonly StoreRoute[],
  loadRouteChunks: () => Promise<RouteChunks> = fetchRouteChunks,
): RoutePrefetcher {
  const requested = new Set<string>();
  const downloaded = new Set<string>();
  let routeChunks: Promise<RouteChunks> | undefined;
  const targets = new Map<Element, string>();
  let observer: IntersectionObserver | null = null;
  const inView: string[] = [];
  let draining = false;

  function prefetchNextInView() {
    const to = inView.shift();
    if (to !== undefined) download(to);
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

  /** Downloads the chunks of the route of `to` without running them (imports them without a map). */
  function download(to: string) {
    const route = routeFor(routes, to);
    if (!route || requested.has(route.id) || downloaded.has(route.id)) return;
    downloaded.add(route.id);
    routeChunks ??= loadRouteChunks();
    void routeChunks.then((chunks) => {
      const files = chunks?.[route.path];
      if (files === undefined) {
        downloaded.delete(route.id);
        prefetch(to);
      } else {
        preloadModules(files);
      }
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
    if (!route || requested.has(route.id) || downloaded.has(route.id)) return () => {};
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
