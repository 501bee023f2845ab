/**
 * Where the production server answers each route's chunks, as `tools/route-preloads.mjs`
 * writes them with the build (`{ "/product/:slug": ["/assets/…"] }`); the route prefetcher
 * downloads a route's chunks from it without running them, and the route table's loader
 * alongside a page it imports. The development server answers an empty map.
 */
export const ROUTE_CHUNKS_PATH = '/_storefront/route-chunks.json';

/** Each route path's chunk URLs (from the site's root); `null` where the server has none. */
export type RouteChunks = Readonly<Record<string, readonly string[]>> | null;
