// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fullStoreRoutes } from '../../react/routes/full-store-routes';
import { CHECKOUT_AND_ACCOUNT_PATHS } from '../../react/testing/store-paths';
import { buildRobotsTxt } from './robots';

describe('buildRobotsTxt', () => {
  it('disallows the checkout and account paths and points at the site map', () => {
    const text = buildRobotsTxt('https://boxup.example', fullStoreRoutes);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [...CHECKOUT_AND_ACCOUNT_PATHS, '/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line === 'Disallow: /my-orders')).toHaveLength(1);
    for (const path of ['/', '/shop-all-boxes', '/product', '/view', '/blog']) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
    expect(lines.at(-1)).toBe('Sitemap: https://boxup.example/sitemap.xml');
  });

  it('allows everything in a brand without checkout or account pages', () => {
    const routes = fullStoreRoutes.filter((route) => ['home', 'shop-all-boxes'].includes(route.id));
    expect(buildRobotsTxt('https://design.example', routes)).toBe(
      'User-agent: *\nDisallow:\n\nSitemap: https://design.example/sitemap.xml\n',
    );
  });
});
