import type * as RouteChunkLoadingModule from './route-chunk-loading';
import type { StoreRoute } from './routes/store-route';
import { afterLoadWhenIdle } from './when-idle';

/**
 * Loads the code of the route a link points to before the shopper follows it: on hover, focus
 * or touch at once (the route's modules are imported, so the page is ready to render), and
 * when the link comes within `LINK_PREFETCH_MARGIN_PX` of the viewport (one shared
 * IntersectionObserver, `rootMargin: '200px'`) in the browser's idle time after the page has
 * loaded, one route per idle period. A link in view only downloads its route's chunks, as
 * `<link rel="modulepreload">` from the server's `ROUTE_CHUNKS_PATH` map, without running
 * them: running a page's modules is a long task, and long tasks at the start of a page count
 * against Total Blocking Time. Where the server has no map (development), it imports them.
 * Each route is requested once; a failed request may be tried again.
 *
 * The work itself (`route-chunk-loading.ts`) is no part of a first load: it is imported in idle
 * time after the page has loaded, or at once by the first hover or navigation.
 */
export interface RoutePrefetcher {
  /** Starts loading the page of the route `to` points to (a path with optional query). */
  prefetch(to: string): void;
  /** Prefetches `to` once `element` is near the viewport; returns the clean-up. */
  observe(element: Element, to: string): () => void;
}

type RouteChunkLoading = typeof RouteChunkLoadingModule;

/** Imports the prefetcher's work; a failed import is tried again by the next caller. */
function createModuleLoader(): () => Promise<RouteChunkLoading> {
  let loading: Promise<RouteChunkLoading> | undefined;
  return () =>
    (loading ??= import('./route-chunk-loading').catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
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
export function createRouteChunkPreloader(): (path: string) => void {
  const loadModule = createModuleLoader();
  let preloader: Promise<(path: string) => void> | undefined;
  let first = true;
  return (path) => {
    if (first || typeof document === 'undefined') {
      first = false;
      return;
    }
    preloader ??= loadModule().then((module) => module.createChunkPreloader());
    preloader.then(
      (preload) => preload(path),
      () => {
        // The page's own import goes on without its chunks preloaded; the next one tries again.
        preloader = undefined;
      },
    );
  };
}

/**
 * Creates the prefetcher of one app (its routes); one per `StorefrontProvider`.
 *
 * @example
 * const prefetcher = createRoutePrefetcher(fullStoreRoutes);
 * const stop = prefetcher.observe(anchor, '/view/about');
 */
export function createRoutePrefetcher(routes: readonly StoreRoute[]): RoutePrefetcher {
  const loadModule = createModuleLoader();
  let prefetcher: RoutePrefetcher | undefined;
  let loading: Promise<RoutePrefetcher> | undefined;
  let scheduled = false;
  // Links that came before the work was there; each registers itself once it is.
  const waiting: ((prefetcher: RoutePrefetcher) => void)[] = [];

  function load(): Promise<RoutePrefetcher> {
    loading ??= loadModule().then(
      (module) => {
        const loaded = module.createLinkPrefetcher(routes);
        prefetcher = loaded;
        for (const register of waiting.splice(0)) register(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        scheduled = false;
        throw error;
      },
    );
    return loading;
  }

  return {
    prefetch(to) {
      if (prefetcher) prefetcher.prefetch(to);
      else
        load().then(
          (loaded) => loaded.prefetch(to),
          () => undefined,
        );
    },
    observe(element, to) {
      if (prefetcher) return prefetcher.observe(element, to);
      let stop: (() => void) | undefined;
      let observing = true;
      waiting.push((loaded) => {
        if (observing) stop = loaded.observe(element, to);
      });
      if (!scheduled) {
        scheduled = true;
        afterLoadWhenIdle(() => void load().catch(() => undefined));
      }
      return () => {
        observing = false;
        stop?.();
      };
    },
  };
}
