import type { LogoDrawing } from '@storefront/ui-kit';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createContentClient } from '@storefront/content';
import type { ServiceEndpoints } from '../lib/config/sandbox-endpoints';
import { catalogueLanguage } from '../lib/i18n/culture';
import { permanentRedirectFor } from '../lib/routing/redirects';
import { ROUTE_CHUNKS_PATH } from '../lib/routing/route-chunks';
import { matchesRoutePattern } from '../lib/routing/route-patterns';
import { TENANT_CULTURES, type StoreVariant } from '../lib/variants/store-variant';
import type { StoreRoute } from '../react/routes/store-route';
import { htmlDocument, type HtmlTemplate } from './html-document';
import { createPageRenderer } from './render-page';
import { createNonce, securityHeaders } from './security-headers';
import { buildRobotsTxt, buildSitemap, renderHeadTags } from './seo';

/** Public pages: a CDN keeps them 5 minutes and serves a stale copy for a day while it refreshes. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** Not-found answers are cached briefly (a new product or page appears within a minute). */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** The site map and robots.txt: an hour at the CDN. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';
/**
 * The route chunk map: a CDN keeps it 5 minutes; browsers ask again on every page load. Not
 * `stale-while-revalidate` there: Chromium's background revalidation of it stayed open ~30 s,
 * so a page never went network-idle (Playwright's `networkidle` waits timed out).
 */
const ROUTE_CHUNKS_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
/** Hashed build assets never change under their name. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Options of {@link createStorefrontServer}. */
export interface StorefrontServerOptions {
  variant: StoreVariant;
  routes: readonly StoreRoute[];
  endpoints: ServiceEndpoints;
  /** The app's parsed `index.html` (the built one in production, Vite's in development). */
  template: HtmlTemplate;
  /** The client build to serve (`dist/`); development serves assets through Vite instead. */
  clientDir?: string;
  /** Adds the Content-Security-Policy with a nonce (off in development: Vite's inline scripts). */
  contentSecurityPolicy?: boolean;
  /** Transport of the service clients on the server. */
  fetch?: typeof globalThis.fetch;
  /**
   * Each route's page chunks and each language's shell strings and brand texts
   * (`language:<code>`), as `tools/route-preloads.mjs` writes them next to the build's
   * manifest: announced as module preloads so the browser fetches the page's code and words
   * alongside the entry instead of after it.
   */
  routePreloads?: Readonly<Record<string, readonly string[]>>;
  /** The brand's logo drawing, as the browser's app has it. */
  logo?: LogoDrawing;
}

/** The files of each route (not the languages), as URLs from the site's root. */
function routeChunksOf(
  preloads: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(preloads)
      .filter(([key]) => key.startsWith('/'))
      .map(([path, files]) => [path, files.map((file) => `/${file.replace(/^\//, '')}`)]),
  );
}

/**
 * `<link rel="modulepreload">` for each chunk of the page's route and language, at low
 * priority: the page paints from its HTML, so the stylesheet and the hero image go first and
 * the code that hydrates it follows (Lighthouse, mobile: product FCP 3.15 → 1.99 s).
 */
function modulePreloads(
  preloads: Readonly<Record<string, readonly string[]>> | undefined,
  routePath: string | undefined,
  culture: string,
): string {
  const files = [
    ...((routePath === undefined ? undefined : preloads?.[routePath]) ?? []),
    ...(preloads?.[`language:${catalogueLanguage(culture)}`] ?? []),
  ];
  return files
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file.replace(/^\//, '')}">`,
    )
    .join('');
}

/**
 * The HTTP server of one brand (Hono): `/health`, the build's assets with immutable caching,
 * the permanent redirects as 301s, and every other GET rendered on the server — with the
 * page's status (404 for unknown paths and routes the brand does not compose), head tags,
 * cache headers for a CDN and the security headers. It keeps no state between requests, so
 * it scales by running more copies.
 *
 * @example
 * serve({ fetch: createStorefrontServer({ variant, routes, endpoints, template, clientDir }).fetch, port: 4200 });
 */
export function createStorefrontServer({
  variant,
  routes,
  endpoints,
  template,
  clientDir,
  contentSecurityPolicy = true,
  fetch,
  routePreloads,
  logo,
}: StorefrontServerOptions): Hono {
  const renderPage = createPageRenderer({
    variant,
    routes,
    endpoints,
    ...(fetch ? { fetch } : {}),
    ...(logo ? { logo } : {}),
  });
  // Pages differ by the culture cookie only where the tenant has more than one language.
  const variesByCulture =
    new Set(TENANT_CULTURES[variant.tenant].map((c) => c.slice(0, 2))).size > 1;
  const app = new Hono();
  app.use(compress());

  app.get('/health', (c) => c.json({ status: 'ok', brand: variant.id }));

  // The site map lists the brand's public pages in its default language.
  const sitemapContent = createContentClient({
    baseUrl: endpoints.content,
    token: endpoints.contentToken,
    storefrontId: variant.storeId,
    locale: catalogueLanguage(variant.defaultCulture),
    ...(fetch ? { fetch } : {}),
  });
  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    try {
      const xml = await buildSitemap({ routes, origin, contentClient: sitemapContent });
      c.header('Cache-Control', SITEMAP_CACHE_CONTROL);
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    } catch (error) {
      console.error('[sitemap]', error);
      // A crawler retries a 503 later rather than dropping the pages a partial map would miss.
      return c.text('The site map is unavailable right now.', 503, { 'Retry-After': '300' });
    }
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', SITEMAP_CACHE_CONTROL);
    return c.text(buildRobotsTxt(new URL(c.req.url).origin, routes));
  });

  if (clientDir !== undefined) {
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', ASSET_CACHE_CONTROL);
        },
      }),
    );
    // Public files of the app (favicon); never the HTML template itself.
    app.use('/:file{[^/]+\\.(?:svg|png|ico|webmanifest|txt)}', serveStatic({ root: clientDir }));
  }

  // The route prefetcher downloads a linked route's chunks from this map; it changes with
  // each build, so a CDN keeps it as briefly as the pages that name the build's entry. In
  // development no route has chunks (Vite serves modules one by one): an empty map, so the
  // prefetcher imports pages instead and the browser logs no failed request.
  const routeChunks = routePreloads ? JSON.stringify(routeChunksOf(routePreloads)) : '{}';
  app.get(ROUTE_CHUNKS_PATH, (c) => {
    c.header('Cache-Control', routePreloads ? ROUTE_CHUNKS_CACHE_CONTROL : 'no-store');
    return c.body(routeChunks, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const redirect = permanentRedirectFor(`${url.pathname}${url.search}`);
    if (
      redirect !== null &&
      routes.some((route) => matchesRoutePattern(route.path, redirect.split('?')[0] ?? ''))
    ) {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(redirect, 301);
    }
    const nonce = contentSecurityPolicy ? createNonce() : undefined;
    const page = await renderPage(c.req.raw, nonce === undefined ? {} : { nonce });
    if (page.redirect) return c.redirect(page.redirect.location, page.redirect.status as 301 | 302);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': page.status === 404 ? NOT_FOUND_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      ...(nonce === undefined ? {} : securityHeaders(endpoints, nonce)),
      ...(variesByCulture ? { Vary: 'Cookie' } : {}),
    };
    const headTags =
      (page.head ? renderHeadTags(page.head, url.origin) : '') +
      modulePreloads(routePreloads, page.routePath, page.culture);
    return new Response(htmlDocument(template, page, headTags, nonce), {
      status: page.status,
      headers,
    });
  });
  return app;
}
