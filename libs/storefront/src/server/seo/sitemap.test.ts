// @vitest-environment node
import { createContentClient } from '@storefront/content';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStore } from '../../lib/variants/default-store';
import { partnerStore } from '../../lib/variants/partner-store';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { fullStoreRoutes } from '../../react/routes/full-store-routes';
import type { StoreRoute } from '../../react/routes/store-route';
import { CHECKOUT_AND_ACCOUNT_PATHS } from '../../react/testing/store-paths';
import { buildSitemap } from './sitemap';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const ORIGIN = 'https://shop.test';

async function sitemapOf(variant: StoreVariant, routes: readonly StoreRoute[]) {
  const xml = await buildSitemap({
    routes,
    origin: ORIGIN,
    contentClient: createContentClient({
      baseUrl: 'http://sandbox.test/content',
      token: 'sandbox-content-read-token',
      storefrontId: variant.storeId,
      fetch: sandbox.fetch,
    }),
  });
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').slice(ORIGIN.length),
  );
  return { xml, paths };
}

describe('buildSitemap', () => {
  it('lists the default brand’s public pages, products and content, and no private page', async () => {
    const { xml, paths } = await sitemapOf(defaultStore, fullStoreRoutes);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(paths[0]).toBe('/');
    for (const path of [
      '/shop-all-boxes',
      '/shop-all-sample-boxes',
      '/template-maker',
      '/blog',
      '/product/custom-mailer-box',
      '/product/custom-mailer-box-sample',
      '/product/shipping-box-sample',
      '/product/shipping-box-insert',
      '/product/service-charge',
      '/view/about',
      '/view/contact',
      '/policy/refund-policy',
      '/blog/post/thoughtful-usage-and-consumption',
    ]) {
      expect(paths).toContain(path);
    }
    for (const path of [
      ...CHECKOUT_AND_ACCOUNT_PATHS,
      '/login',
      '/approve-design',
      '/template-designer',
      '/download-artwork',
      '/not-found',
    ]) {
      expect(paths).not.toContain(path);
    }
    // Old sample addresses are listed at their targets only.
    expect(paths).not.toContain('/product/mailer-box-sample');
    expect(new Set(paths).size).toBe(paths.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists only what the design-only brand composes', async () => {
    const routes = fullStoreRoutes.filter((route) =>
      ['home', 'shop-all-boxes', 'template-maker', 'template-designer', 'not-found'].includes(
        route.id,
      ),
    );
    const { paths } = await sitemapOf(partnerStore, routes);
    expect(paths).toEqual(['/', '/shop-all-boxes', '/template-maker']);
  });
});
