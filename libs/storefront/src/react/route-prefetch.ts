import { matchPath } from 'react-router-dom';
import { LINK_PREFETCH_MARGIN_PX } from '../lib/media/image-sizes';
import { ROUTE_CHUNKS_PATH, type RouteChunks } from '../lib/routing/route-chunks';
import type { StoreRoute } from './routes/store-route';

/**
 * Loads the code of the route a link points to before the shopper follows it: on hover, focus
 * or touch at once (the route's modules are imported, so the page is ready to render), and
 * when the link comes within {@link LINK_PREFETCH_MARGIN_PX} of the viewport (one shared
 * IntersectionObserver, `rootMargin: '200px'`) in the browser's idle time after the page has
 * loaded, one route per idle period. A link in view only downloads its route's chunks, as
 * `<link rel="modulepreload">` from the server's {@link ROUTE_CHUNKS_PATH} map, without running
 * them: running a page's modules is a long task, and long tasks at the start of a page count
 * against Total Blocking Time. Where the server has no map (development), it imports them.
 * Each route is requested once; a failed request may be tried again.
 */
export interface RoutePrefetcher {
  /** Starts loading the page of the route `to` points to (a path with optional query). */
  prefetch(to: string): void;
  /** Prefetches `to` once `element` is near the viewport; returns the clean-up. */
  observe(element: Element, to: string): () => void;
}

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
 * What a route table's loaders call before they import a page: downloads the chunks of the
 * route `path` (a route pattern, `/product/:slug`) from the server's map (fetched once), beside
 * the import of the page. The build leaves the route pages' files out of the entry (see
 * `dependenciesToPreload` in tools/vite/brand-app.ts), so without this the browser would find a
 * page's imports only after loading the page's own chunk. The first page a table loads is the
 * document's own, whose files the server's HTML already asks for: it preloads nothing.
 *
 * @example
 * const preload = createRouteChunkPreloader();
 * const lazy = () => { preload('/cart'); return cartRoute.lazy(); };
 */
export function createRouteChunkPreloader(
  loadRouteChunks: () => Promise<RouteChunks> = fetchRouteChunks,
): (path: string) => void {
  let chunks: Promise<RouteChunks> | undefined;
  let first = true;
  return (path) => {
    if (first || typeof document === 'undefined') {
      first = false;
      return;
    }
    chunks ??= loadRouteChunks();
    void chunks.then((map) => {
      const files = map?.[path];
      if (files !== undefined) preloadModules(files);
    });
  };
}

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
export function createRoutePrefetcher(
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
