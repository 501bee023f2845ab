import { BOX_STYLES } from '@storefront/catalog';
import {
  contentPagePath,
  getBlogPosts,
  getHeaderMenu,
  getLandingScreen,
  getPage,
  getProductDetails,
  getSampleBoxes,
  getShopAllBoxes,
  type ContentClient,
} from '@storefront/content';
import { permanentRedirectFor } from '../../lib/routing/redirects';
import { isExternalHref, matchesRoutePattern } from '../../lib/routing/route-patterns';
import type { StoreRoute } from '../../react/routes/store-route';
import { SITEMAP_PAGE_ROUTE_IDS, SITEMAP_STATIC_ROUTE_IDS } from './crawl-rules';

/** What {@link buildSitemap} reads: the brand's routes, its origin and its content. */
export interface SitemapSources {
  /** The routes the brand composes. */
  routes: readonly StoreRoute[];
  /** `https://shop.example`: every `<loc>` is on it. */
  origin: string;
  /** The brand's content client (its store; the default language). */
  contentClient: ContentClient;
}

/** Pages the spec names, looked up even when no link of the services leads to them. */
const NAMED_PAGES = [
  ...BOX_STYLES.flatMap((style) => [style.productSlug, style.sampleSlug])
    .filter((slug): slug is string => slug !== null)
    .map((slug) => `/product/${slug}`),
  '/product/shipping-box-insert',
  '/product/service-charge',
  '/view/about',
  '/view/artwork-guidelines',
  '/view/blog',
  '/view/contact',
  '/view/current-promotions',
  '/view/custom-structure-request',
  '/view/customer-story-application',
  '/view/designer-help',
  '/view/faq',
  '/view/reviews',
  '/policy/refund-policy',
];

/** Most content pages one site map looks up (links between pages are followed until then). */
const MAX_PAGES = 500;

/** A listed page: its path and, for content pages, when it last changed. */
interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The site path of a link (redirects followed, query and trailing slash dropped), or `null`. */
function sitePathOf(href: string): string | null {
  const trimmed = href.trim();
  if (isExternalHref(trimmed) || !trimmed.startsWith('/')) return null;
  const target = permanentRedirectFor(trimmed) ?? trimmed;
  const path = (target.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The site-relative links in CMS HTML. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*["']([^"']+)["']/gi)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

/** `YYYY-MM-DD` of an ISO date-time, or `undefined` for none (the empty date included). */
function dayOf(dateTime: string): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(dateTime)?.[1];
  return day === undefined || day.startsWith('0001') ? undefined : day;
}

/**
 * The brand's `sitemap.xml`: its public pages on `origin` — home, shop all boxes, the $1
 * sample boxes, the template maker and the blog where the brand composes them and the
 * services have them, every product page and every content page and blog post the content
 * service has (found from the spec's named pages, the header menu, the landing screen, the
 * shop's tiles and cards, the blog's posts and the links between pages) — and never an
 * account, checkout or utility page. A failing service call rejects, so a server answers
 * 503 rather than a site map with pages missing.
 *
 * @example
 * const xml = await buildSitemap({ routes, origin: 'https://boxup.example', contentClient });
 */
export async function buildSitemap({
  routes,
  origin,
  contentClient,
}: SitemapSources): Promise<string> {
  const composed = (id: string) => routes.some((route) => route.id === id);
  const pageRouteIds: ReadonlySet<string> = new Set(SITEMAP_PAGE_ROUTE_IDS);
  const pageRoutes = routes.filter((route) => pageRouteIds.has(route.id));
  const staticIds: ReadonlySet<string> = new Set(SITEMAP_STATIC_ROUTE_IDS);

  const [menu, landing, shop, samples, posts] = await Promise.all([
    getHeaderMenu(contentClient),
    composed('home') ? getLandingScreen(contentClient) : null,
    composed('shop-all-boxes') ? getShopAllBoxes(contentClient) : null,
    composed('shop-all-sample-boxes') ? getSampleBoxes(contentClient) : null,
    composed('blog') || composed('blog-post') ? getBlogPosts(contentClient) : [],
  ]);

  const entries: SitemapEntry[] = [];
  const staticPages: Record<(typeof SITEMAP_STATIC_ROUTE_IDS)[number], boolean> = {
    home: true,
    'shop-all-boxes': shop !== null,
    'shop-all-sample-boxes': samples !== null,
    'template-maker': true,
    // The blog shows the not-found page in a store without its page.
    blog: composed('blog') && (await getPage(contentClient, 'blog')) !== null,
  };
  for (const route of routes) {
    if (staticIds.has(route.id) && staticPages[route.id as keyof typeof staticPages]) {
      entries.push({ path: route.path });
    }
  }

  const cards = [
    ...(landing?.sections.flatMap((section) => section.cards) ?? []),
    ...(shop ? [...shop.tiles, ...shop.pickerCards] : []),
    ...(samples?.cards ?? []),
  ];
  const found: string[] = [
    ...NAMED_PAGES,
    ...menu.map((item) => item.href),
    ...cards.map((card) => card.redirectUri),
    ...(shop ? [shop.homeButton.redirectUri] : []),
    ...posts.map((post) => `/${post.path}`),
    ...linksIn(landing?.introHtml ?? ''),
    ...(landing?.sections.flatMap((section) => linksIn(section.bodyHtml)) ?? []),
  ];

  const seen = new Set<string>();
  let queue = found;
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const next: string[] = [];
    const batch = queue
      .map(sitePathOf)
      .filter((path): path is string => path !== null && !seen.has(path))
      .filter((path, index, all) => all.indexOf(path) === index)
      .slice(0, MAX_PAGES - seen.size);
    for (const path of batch) seen.add(path);
    await Promise.all(
      batch.map(async (path) => {
        const route = pageRoutes.find((candidate) => matchesRoutePattern(candidate.path, path));
        if (route === undefined) return;
        if (route.id === 'product') {
          const slug = path.slice('/product/'.length);
          if ((await getProductDetails(contentClient, slug)) !== null) entries.push({ path });
          return;
        }
        const page = await getPage(contentClient, contentPagePath(path));
        if (page === null) return;
        const lastModified = dayOf(page.updatedAt);
        entries.push(lastModified === undefined ? { path } : { path, lastModified });
        next.push(...linksIn(page.bodyHtml));
      }),
    );
    queue = next;
  }

  const urls = entries
    .map((entry) => ({ ...entry, loc: new URL(entry.path, origin).href }))
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)))
    .map(
      ({ loc, lastModified }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${
          lastModified === undefined ? '' : `<lastmod>${lastModified}</lastmod>`
        }</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
