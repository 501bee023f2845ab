import type { StoreRoute } from '../../react/routes/store-route';
import { PRIVATE_ROUTE_IDS } from './crawl-rules';

/** The fixed part of a route's path (`/my-orders/:orderId` → `/my-orders`). */
function staticPrefixOf(path: string): string {
  const index = path.search(/\/[:*]/);
  return index < 0 ? path : path.slice(0, index) || '/';
}

/**
 * The brand's `robots.txt`: every crawler may read the site except the checkout and account
 * paths of the routes it composes (a path disallows everything under it), and is pointed at
 * the site map on `origin`.
 *
 * @example
 * buildRobotsTxt('https://boxup.example', fullStoreRoutes);
 * // 'User-agent: *\nDisallow: /cart\n…\nSitemap: https://boxup.example/sitemap.xml\n'
 */
export function buildRobotsTxt(origin: string, routes: readonly StoreRoute[]): string {
  const privateIds: ReadonlySet<string> = new Set(PRIVATE_ROUTE_IDS);
  const disallowed = [
    ...new Set(
      routes.filter((route) => privateIds.has(route.id)).map((route) => staticPrefixOf(route.path)),
    ),
  ];
  const lines = [
    'User-agent: *',
    ...(disallowed.length > 0 ? disallowed.map((path) => `Disallow: ${path}`) : ['Disallow:']),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
  ];
  return `${lines.join('\n')}\n`;
}
