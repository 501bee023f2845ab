import { expect, test, type APIResponse } from './fixtures';
import { BRANDS } from '../playwright.config';

// Issue 15 as a crawler sees it: plain HTTP answers of the brands' production servers, no
// browser. Each page's HTML carries its content and search-engine data; unknown paths and routes
// a brand does not compose are 404s; the site map, robots.txt, redirects, caching and security
// headers are the server's.

type Brand = keyof typeof BRANDS;

/** The `<title>` of an HTML document. */
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

/** The attributes of the first tag of the HTML that matches, e.g. `meta[property=og:title]`. */
function tagAttributes(html: string, tag: string, attribute: string, value: string) {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    const attributes = Object.fromEntries(
      [...element.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name, text]) => [name, text]),
    );
    if (attributes[attribute] === value) return attributes;
  }
  return undefined;
}

/** Every JSON-LD node of the HTML (top-level objects and the members of their `@graph`). */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const blocks = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  return blocks
    .flatMap(([, json]) => [JSON.parse(json!)] as unknown[])
    .flatMap((node) => (Array.isArray(node) ? node : [node]))
    .flatMap((node) => {
      const graph = (node as { '@graph'?: unknown[] })['@graph'];
      return Array.isArray(graph) ? [node, ...graph] : [node];
    }) as Record<string, unknown>[];
}

const ofType = (nodes: Record<string, unknown>[], type: string) =>
  nodes.find((node) => node['@type'] === type);

/** The text of an HTML body, tags and scripts removed, entities of quotes decoded. */
function textOf(html: string) {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function html(response: APIResponse) {
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  return response.text();
}

const sellingBrands = ['default', 'showroom'] as const;

for (const brand of sellingBrands) {
  const { url, name } = BRANDS[brand];

  test.describe(`${name}: /product/custom-mailer-box as a crawler reads it`, () => {
    test('the product name, a $ price, the title and the canonical link', async ({ request }) => {
      const response = await request.get(`${url}/product/custom-mailer-box`);
      expect(response.status()).toBe(200);
      const page = await html(response);
      const text = textOf(page);
      expect(text).toContain('Custom Mailer Boxes');
      expect(text).toMatch(/\$\d[\d,]*\.\d{2}/);
      expect(titleOf(page)).toMatch(new RegExp(`^Custom Mailer Boxes \\| .*${name.split(' ')[0]}`));
      expect(tagAttributes(page, 'link', 'rel', 'canonical')?.['href']).toMatch(
        /^https?:\/\/[^/]+\/product\/custom-mailer-box$/,
      );
      expect(page).toMatch(/<html[^>]* lang="en-US"/);
    });

    test('Open Graph and Twitter card tags', async ({ request }) => {
      const page = await html(await request.get(`${url}/product/custom-mailer-box`));
      expect(tagAttributes(page, 'meta', 'property', 'og:title')?.['content']).toContain(
        'Custom Mailer Boxes',
      );
      expect(tagAttributes(page, 'meta', 'property', 'og:url')?.['content']).toMatch(
        /\/product\/custom-mailer-box$/,
      );
      expect(tagAttributes(page, 'meta', 'name', 'description')?.['content']).toBeTruthy();
      expect(tagAttributes(page, 'meta', 'name', 'twitter:card')?.['content']).toBeTruthy();
    });

    test('JSON-LD: a Product with offers and a rating, and its breadcrumbs', async ({
      request,
    }) => {
      const nodes = jsonLdNodes(await html(await request.get(`${url}/product/custom-mailer-box`)));
      const product = ofType(nodes, 'Product');
      expect(product, 'a JSON-LD Product').toBeDefined();
      expect(product?.['name']).toBe('Custom Mailer Boxes');
      const offers = [product?.['offers']].flat()[0] as Record<string, unknown> | undefined;
      expect(offers, 'the Product has offers').toMatchObject({
        priceCurrency: 'USD',
        availability: expect.stringMatching(/^https?:\/\/schema\.org\/\w+$/),
      });
      expect(Number(offers?.['price'] ?? offers?.['lowPrice'])).toBeGreaterThan(0);
      expect(product?.['aggregateRating'], 'a rating from the reviews').toMatchObject({
        ratingValue: expect.anything(),
        reviewCount: expect.anything(),
      });
      expect(ofType(nodes, 'BreadcrumbList'), 'a JSON-LD BreadcrumbList').toBeDefined();
    });
  });

  test(`${name}: /shop-all-boxes has its tiles, title and description`, async ({ request }) => {
    const response = await request.get(`${url}/shop-all-boxes`);
    expect(response.status()).toBe(200);
    const page = await html(response);
    const text = textOf(page);
    for (const style of [
      'Custom Mailer Boxes',
      'Custom Shipping Boxes',
      'Custom Gift Mailer Boxes',
      'Custom Square Mailer Boxes',
      'Custom Gable Boxes',
      'Custom End Open Mailers',
      'Custom Document Mailers',
    ]) {
      expect(text, style).toContain(style);
    }
    expect(page).toContain('href="/product/custom-mailer-box"');
    // The spec's SEO table (shell-seo.spec.ts has every page's).
    const [title, description] =
      brand === 'default'
        ? [
            'Shop All Custom Boxes | BoxUp',
            'Custom printed mailer boxes, shipping boxes, gift mailers and more, in your size, from 1 box to thousands.',
          ]
        : [
            'The Showroom Collection | YBD',
            'Browse the premium mailer, shipper and gift boxes on display in the YBD showroom.',
          ];
    expect(titleOf(page)).toBe(title);
    expect(tagAttributes(page, 'meta', 'name', 'description')?.['content']).toBe(description);
  });

  test(`${name}: the home page has the brand's Organization in JSON-LD`, async ({ request }) => {
    const nodes = jsonLdNodes(await html(await request.get(url)));
    expect(ofType(nodes, 'Organization'), 'a JSON-LD Organization').toBeDefined();
  });

  test(`${name}: a CMS page has its breadcrumbs in JSON-LD`, async ({ request }) => {
    const page = await html(await request.get(`${url}/view/about`));
    expect(ofType(jsonLdNodes(page), 'BreadcrumbList'), 'a JSON-LD BreadcrumbList').toBeDefined();
  });
}

test("the showroom's server-rendered links keep linkID", async ({ request }) => {
  const { url } = BRANDS.showroom;
  for (const path of ['/', '/shop-all-boxes', '/product/custom-mailer-box']) {
    const page = await html(await request.get(`${url}${path}?linkID=SR-15`));
    const inApp = [...page.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)/g)].map(([, href]) => href!);
    expect(inApp.length, path).toBeGreaterThan(5);
    expect(
      inApp.filter((href) => !new URL(href, url).searchParams.has('linkID')),
      `${path}: links without linkID`,
    ).toEqual([]);
  }
});

const notFoundText: Record<Brand, string> = {
  default: "We couldn't find the page.",
  showroom: "We couldn't find the page.",
  partner: 'Wir konnten die Seite nicht finden.',
};

for (const brand of Object.keys(BRANDS) as Brand[]) {
  const { url, name } = BRANDS[brand];
  const missing =
    brand === 'partner'
      ? ['/no-such-page', '/cart', '/login', '/my-orders', '/product/custom-mailer-box']
      : ['/no-such-page', '/product/no-such-box', '/view/unknown'];

  test(`${name}: unknown paths and routes it does not compose answer 404 with the not-found page`, async ({
    request,
  }) => {
    for (const path of missing) {
      const response = await request.get(`${url}${path}`);
      expect(response.status(), path).toBe(404);
      expect(textOf(await html(response)), path).toContain(notFoundText[brand]);
    }
  });

  test(`${name}: /sitemap.xml lists the public pages only; robots.txt points at it`, async ({
    request,
  }) => {
    const sitemap = await request.get(`${url}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    expect(locations).toContain('/');
    expect(locations).toContain('/shop-all-boxes');
    if (brand !== 'partner') expect(locations).toContain('/product/custom-mailer-box');
    const hidden = ['/cart', '/login', '/my-orders', '/my-info', '/shipping-address'];
    expect(
      locations.filter((path) => hidden.includes(path) || /checkout|payment/.test(path)),
    ).toEqual([]);

    const robots = await request.get(`${url}/robots.txt`);
    expect(robots.status()).toBe(200);
    const rules = await robots.text();
    expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    if (brand !== 'partner') {
      expect(rules).toMatch(/^Disallow: \/cart\b/m);
      expect(rules).toMatch(/^Disallow: \/my-orders\b/m);
    }
  });

  test(`${name}: public pages carry security and CDN cache headers; assets are immutable`, async ({
    request,
  }) => {
    const response = await request.get(`${url}/shop-all-boxes`);
    const headers = response.headers();
    const page = await response.text();
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '');
    expect(nonce, 'Content-Security-Policy with a script nonce').not.toBeNull();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors /);
    // Every script the page runs carries this response's nonce.
    const scripts = [...page.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes!)
      .filter((attributes) => !/type="application\/(?:ld\+)?json"/.test(attributes));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce![1]}"`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);

    // The entry and its chunks, imported by the page's starter script once the page has painted
    // (`["/assets/…", …, "/assets/index-….js"].forEach(u=>import(u))`).
    const starter = /<script\b[^>]*>[^<]*?(\[[^\]]*\])\.forEach\(u=>import\(u\)\)/.exec(page)?.[1];
    expect(starter, 'the entry script').toBeDefined();
    const files = JSON.parse(starter!) as string[];
    expect(files.at(-1)).toMatch(/^\/assets\/index-[^/]+\.js$/);
    for (const file of files) {
      const asset = await request.get(`${url}${file}`);
      expect(asset.status(), file).toBe(200);
      expect(asset.headers()['cache-control']).toMatch(/immutable/);
      expect(asset.headers()['cache-control']).toMatch(/max-age=31536000/);
    }
  });

  test(`${name}: /health answers`, async ({ request }) => {
    const response = await request.get(`${url}/health`);
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
}

test('an old sample URL answers a real 301 that keeps the query', async ({ request }) => {
  for (const brand of sellingBrands) {
    const response = await request.get(
      `${BRANDS[brand].url}/product/mailer-box-sample?linkID=SR-1`,
      { maxRedirects: 0 },
    );
    expect(response.status(), brand).toBe(301);
    expect(new URL(response.headers()['location']!, BRANDS[brand].url).href).toBe(
      `${BRANDS[brand].url}/product/custom-mailer-box-sample?linkID=SR-1`,
    );
  }
});
