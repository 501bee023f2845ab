import { catalogueSource } from '@storefront/ui-kit/testing';
// @vitest-environment node
import {
  createTestSandbox,
  TEST_SANDBOX_ORIGIN,
  type TestSandbox,
} from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveServiceEndpoints } from '../lib/config/service-endpoints';
import { ROUTE_CHUNKS_PATH } from '../lib/routing/route-chunks';
import { defaultStore } from '../lib/variants/default-store';
import { partnerStore } from '../lib/variants/partner-store';
import { textsOf } from '../lib/variants/testing/all-languages';
import { fullStoreRoutes } from '../react/routes/full-store-routes';
import { homeRoute, notFoundRoute } from '../react/routes/shell-routes';
import { shopAllBoxesRoute } from '../react/routes/catalogue-routes';
import { parseHtmlTemplate } from './html-document';
import { createStorefrontServer } from './storefront-server';

// The brand server end to end, in process: its pages rendered from the in-process sandbox's
// data, statuses, redirects and headers.

const TEMPLATE = parseHtmlTemplate(`<!doctype html>
<html lang="en-US" data-brand="boxup">
  <head><meta charset="UTF-8" /><!--storefront-head--><script type="module" src="/assets/index.js"></script></head>
  <body><div id="root"><!--storefront-app--></div></body>
</html>`);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

function serverOf(
  variant = defaultStore,
  routes = fullStoreRoutes,
  routePreloads?: Record<string, string[]>,
) {
  return createStorefrontServer({
    variant,
    routes,
    ...(routePreloads ? { routePreloads } : {}),
    endpoints: resolveServiceEndpoints({ VITE_SANDBOX_URL: TEST_SANDBOX_ORIGIN }),
    template: TEMPLATE,
    fetch: sandbox.fetch as typeof globalThis.fetch,
  });
}

const get = (app: ReturnType<typeof serverOf>, path: string, init?: RequestInit) =>
  app.request(`http://shop.test${path}`, init);

describe('storefront server', () => {
  it('renders the home page with the state the browser hydrates from', async () => {
    const response = await get(serverOf(), '/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"><div');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const state =
      /<script id="storefront-state" type="application\/json">(.*?)<\/script><\/body>/s.exec(html);
    expect(JSON.parse(state?.[1] ?? 'null')).toMatchObject({ culture: 'en-US', page: 'server' });
  });

  it('renders a product page with its name, price, head tags and JSON-LD Product', async () => {
    const response = await get(serverOf(), '/product/custom-mailer-box');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Custom Mailer Boxes | BoxUp</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/product/custom-mailer-box" />',
    );
    expect(html).toMatch(/<meta property="og:title" content="Custom Mailer Boxes \| BoxUp"/);
    expect(html).toMatch(/<h1[^>]*>Custom Mailer Boxes<\/h1>/);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toMatch(/\$\d+\.\d{2}/);
    // Complete HTML: no boundary sent as a fallback with its content in a hidden segment.
    expect(body).not.toContain('<!--$?-->');
    expect(body).not.toMatch(/<div hidden id="S:/);
    const jsonLd = [
      ...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/gs),
    ].map(
      (match) =>
        JSON.parse(match[1] ?? 'null') as {
          '@type': string;
          offers?: { price: unknown; priceCurrency: string };
        },
    );
    const product = jsonLd.find((item) => item['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ priceCurrency: 'USD' });
    expect(Number(product?.offers?.price)).toBeGreaterThan(0);
  });

  it("hands the page's catalogues to the browser in the page's language only", async () => {
    const html = await (await get(serverOf(), '/product/custom-mailer-box')).text();
    const state =
      /<script id="storefront-state" type="application\/json">(.*?)<\/script><\/body>/s.exec(html);
    const { messages } = JSON.parse(state?.[1] ?? 'null') as { messages: Record<string, object> };
    expect(catalogueSource(messages['catalog'] ?? {})).toMatchObject({
      productPage: { share: 'Share' },
    });
    expect(JSON.stringify(messages)).not.toContain('Teilen');
  });

  it("hands the brand's home copy to the browser with the home page only", async () => {
    const messagesOf = async (path: string) => {
      const html = await (await get(serverOf(), path)).text();
      const state =
        /<script id="storefront-state" type="application\/json">(.*?)<\/script><\/body>/s.exec(
          html,
        );
      return (JSON.parse(state?.[1] ?? 'null') as { messages: Record<string, object> }).messages;
    };
    expect((await messagesOf('/'))['brand']).toEqual(textsOf(defaultStore).copy.en);
    const shopAll = await messagesOf('/shop-all-boxes');
    expect(shopAll['brand']).toBeUndefined();
    // Nor the search-engine copy: the server wrote the page's title into the head.
    expect(shopAll['seo']).toBeUndefined();
  });

  it('answers 404 for an unknown product slug', async () => {
    const response = await get(serverOf(), '/product/no-such-box');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('noindex');
  });

  it('answers 404 with the not-found page for unknown paths and routes a brand lacks', async () => {
    for (const path of ['/no-such-page', '/cart', '/login', '/my-orders']) {
      const response = await get(
        serverOf(partnerStore, [homeRoute, shopAllBoxesRoute, notFoundRoute]),
        path,
      );
      expect(response.status, path).toBe(404);
    }
    expect((await get(serverOf(), '/no-such-page')).status).toBe(404);
  });

  it('answers old sample URLs with a 301 to their page, query kept', async () => {
    const response = await get(serverOf(), '/product/gable-box-sample?linkID=SR-1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/product/custom-gable-box-sample?linkID=SR-1');
  });

  it('renders pages the browser owns as the shell around their loading state', async () => {
    const response = await get(serverOf(), '/cart');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="status"');
    expect(html).toContain('"page":"browser"');
  });

  it('sends the security and cache headers, with a fresh nonce on every script', async () => {
    const app = serverOf();
    const [first, second] = await Promise.all([get(app, '/'), get(app, '/')]);
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(await first.text()).toContain(`<script nonce="${nonce}" type="module"`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    expect(first.headers.get('cache-control')).toContain('stale-while-revalidate=');
  });

  it("renders in the culture of the shopper's cookie where the tenant allows it", async () => {
    const app = serverOf(partnerStore, [homeRoute, notFoundRoute]);
    const german = await (await get(app, '/')).text();
    expect(german).toContain('<html lang="de"');
    const english = await (
      await get(app, '/', { headers: { cookie: 'storefront.culture=en-US' } })
    ).text();
    expect(english).toContain('<html lang="en-US"');
    // A culture the tenant does not allow falls back to the brand's default.
    const other = await (
      await get(app, '/', { headers: { cookie: 'storefront.culture=fr-FR' } })
    ).text();
    expect(other).toContain('<html lang="de"');
  });

  it("preloads the matched route's chunks and the page language's strings, at low priority", async () => {
    const preloads = {
      '/': ['assets/home-page.js'],
      '/shop-all-boxes': ['assets/shop-all.js'],
      'language:en': ['assets/common-messages.en.js'],
      'language:de': ['assets/common-messages.de.js'],
    };
    const app = serverOf(partnerStore, [homeRoute, shopAllBoxesRoute, notFoundRoute], preloads);
    const links = async (init?: RequestInit) =>
      [...(await (await get(app, '/', init)).text()).matchAll(/<link rel="modulepreload"[^>]*>/g)]
        .map((match) => /href="([^"]+)"/.exec(match[0])?.[1])
        .join(' ');

    expect(await links()).toBe('/assets/home-page.js /assets/common-messages.de.js');
    // Low priority: the stylesheet and the hero image load first, the page paints from HTML.
    const html = await (await get(app, '/')).text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-page.js">',
    );
    expect(await links({ headers: { cookie: 'storefront.culture=en-US' } })).toBe(
      '/assets/home-page.js /assets/common-messages.en.js',
    );
  });

  it("answers each route's chunks for the prefetcher, and an empty map where the build has none", async () => {
    const preloads = {
      '/': ['assets/home-page.js'],
      '/product/:slug': ['assets/product-page.js', '/assets/pricing.js'],
      'language:en': ['assets/common-messages.en.js'],
    };
    const response = await get(
      serverOf(defaultStore, fullStoreRoutes, preloads),
      ROUTE_CHUNKS_PATH,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=/);
    expect(response.headers.get('cache-control')).not.toMatch(/stale-while-revalidate/);
    expect(await response.json()).toEqual({
      '/': ['/assets/home-page.js'],
      '/product/:slug': ['/assets/product-page.js', '/assets/pricing.js'],
    });
    const development = await get(serverOf(), ROUTE_CHUNKS_PATH);
    expect(development.status).toBe(200);
    expect(development.headers.get('cache-control')).toBe('no-store');
    expect(await development.json()).toEqual({});
  });

  it("serves the brand's site map without private pages and a robots.txt pointing at it", async () => {
    const app = serverOf();
    const sitemap = await get(app, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>http://shop.test/shop-all-boxes</loc>');
    expect(xml).toContain('<loc>http://shop.test/product/custom-mailer-box</loc>');
    expect(xml).not.toContain('/cart<');
    const robots = await (await get(app, '/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots).toContain('Disallow: /cart');
  });

  it('answers /health', async () => {
    const response = await get(serverOf(), '/health');
    expect(await response.json()).toEqual({ status: 'ok', brand: 'default' });
  });
});
