import { describe, expect, it } from 'vitest';
import { matchesRoutePattern, resolveStoreHref } from './route-patterns';

const partnerPaths = [
  '/',
  '/shop-all-boxes',
  '/download-artwork',
  '/template-maker',
  '/template-designer',
  '/not-found',
];
const showroom = {
  composedPaths: ['/', '/shop-all-boxes', '/product/:slug', '/view/:slug', '/blog/post/:slug'],
  currentSearch: '?linkID=SR-7&utm_source=mail',
  preservedQueryParams: ['linkID'],
};

describe('matchesRoutePattern', () => {
  it('matches literal segments, one-segment parameters and a final splat', () => {
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/product/:slug', '/product/custom-mailer-box')).toBe(true);
    expect(matchesRoutePattern('/product/:slug', '/product')).toBe(false);
    expect(matchesRoutePattern('/view/:slug', '/view/a/b')).toBe(false);
    expect(matchesRoutePattern('/blog/post/:slug', '/blog/post/x/')).toBe(true);
    expect(matchesRoutePattern('/files/*', '/files/a/b')).toBe(true);
    expect(matchesRoutePattern('/cart', '/carts')).toBe(false);
  });
});

describe('resolveStoreHref', () => {
  it('drops links to pages the brand does not compose (the partner has no /view/about)', () => {
    const partner = { composedPaths: partnerPaths, currentSearch: '', preservedQueryParams: [] };
    expect(resolveStoreHref('/view/about', partner)).toEqual({ kind: 'missing' });
    expect(resolveStoreHref('/product/custom-mailer-box', partner)).toEqual({ kind: 'missing' });
    expect(resolveStoreHref('/download-artwork', partner)).toEqual({
      kind: 'internal',
      href: '/download-artwork',
    });
  });

  it.each([
    // The showroom’s linkID (and only it) stays on in-app links.
    ['/view/contact', '/view/contact?linkID=SR-7'],
    ['/shop-all-boxes?sort=a#top', '/shop-all-boxes?sort=a&linkID=SR-7#top'],
    // The permanent redirects are followed.
    ['/product/gable-box-sample', '/product/custom-gable-box-sample?linkID=SR-7'],
  ])('sends the showroom’s %s to %s', (to, href) => {
    expect(resolveStoreHref(to, showroom)).toEqual({ kind: 'internal', href });
  });

  it('leaves other sites, mail and phone links alone', () => {
    for (const href of ['https://example.com/a', '//cdn.example.com/x', 'mailto:a@b.c', 'tel:+1']) {
      expect(resolveStoreHref(href, showroom)).toEqual({ kind: 'external', href });
    }
  });
});
