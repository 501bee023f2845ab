import { describe, expect, it } from 'vitest';
import { CONTENT_PATH_PREFIXES, contentRouteFor } from './content-routes';

describe('CONTENT_PATH_PREFIXES', () => {
  it('lists the prefixes of the spec', () => {
    expect(CONTENT_PATH_PREFIXES).toEqual([
      'policy',
      'product-collection',
      'product',
      'view',
      'faq',
    ]);
  });
});

describe('contentRouteFor', () => {
  it.each([
    ['/view/about', 'view', 'about'],
    ['/view/contact', 'view', 'contact'],
    ['/policy/refund-policy', 'policy', 'refund-policy'],
    ['/product-collection/mailer-boxes', 'product-collection', 'mailer-boxes'],
    ['/product/custom-mailer-box', 'product', 'custom-mailer-box'],
    ['/product/service-charge', 'product', 'service-charge'],
    ['/faq/shipping', 'faq', 'shipping'],
  ])('maps %s to %s / %s', (path, prefix, slug) => {
    expect(contentRouteFor(path)).toEqual({ prefix, slug, path });
  });

  it('ignores query, hash, trailing and repeated slashes and the origin', () => {
    expect(contentRouteFor('/product/custom-mailer-box?quantity=1')).toEqual({
      prefix: 'product',
      slug: 'custom-mailer-box',
      path: '/product/custom-mailer-box',
    });
    expect(contentRouteFor('/view/faq/#returns')?.path).toBe('/view/faq');
    expect(contentRouteFor('//view//about//')?.path).toBe('/view/about');
    expect(contentRouteFor('https://boxup.example/view/blog')?.slug).toBe('blog');
    expect(contentRouteFor('view/about')?.path).toBe('/view/about');
  });

  it('keeps nested slugs and decodes segments', () => {
    expect(contentRouteFor('/faq/orders/tracking')).toEqual({
      prefix: 'faq',
      slug: 'orders/tracking',
      path: '/faq/orders/tracking',
    });
    expect(contentRouteFor('/view/caf%C3%A9')).toEqual({
      prefix: 'view',
      slug: 'café',
      path: '/view/caf%C3%A9',
    });
  });

  it('does not confuse product with product-collection', () => {
    expect(contentRouteFor('/product-collection/x')?.prefix).toBe('product-collection');
    expect(contentRouteFor('/products/x')).toBeNull();
  });

  it.each([
    '/',
    '',
    '/view',
    '/view/',
    '/faq',
    '/cart',
    '/blog/post/thoughtful-usage-and-consumption',
    '/View/about',
    '/viewer/about',
    '/view/a%2Fb',
    '/view/%E0%A4%A',
    '/view/../cart',
    '/view/%2e%2e/cart',
  ])('returns null for %j', (path) => {
    expect(contentRouteFor(path)).toBeNull();
  });
});
