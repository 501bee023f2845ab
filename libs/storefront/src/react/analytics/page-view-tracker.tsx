import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useStorefrontAnalytics } from './storefront-analytics';

/**
 * Sends one analytics page event per route change (a new path; a query change on the same
 * page is not a new page): the name of the deepest matched route (`pageNameOf`), with
 * `product_id` on product pages. The event leaves 1000 ms later (the spec's page delay), with
 * the title the page has set by then; a newer page within that time replaces it, so redirects
 * report only where the shopper landed. Render it once inside the router, e.g. in the app
 * shell; it renders nothing.
 *
 * @example
 * <>
 *   <PageViewTracker />
 *   <Outlet />
 * </>
 */
export function PageViewTracker() {
  const analytics = useStorefrontAnalytics();
  const matches = useMatches();
  const { pathname } = useLocation();
  const leaf = matches.at(-1);
  const routeId = leaf?.id ?? 'catch-all';
  const slug = leaf?.params['slug'];
  // The path decides what a new page is; the route and slug change only with it.
  useEffect(() => {
    const properties = routeId === 'product' && slug ? { product_id: slug } : {};
    // In the order of the pages: each event waits for the same import of the names.
    // A names chunk the network lost costs this page event, never the page.
    import('./page-names').then(
      ({ pageNameOf }) => analytics.page(pageNameOf(routeId), properties),
      () => undefined,
    );
  }, [analytics, pathname, routeId, slug]);
  return null;
}
