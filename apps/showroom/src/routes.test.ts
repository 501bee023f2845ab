import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('showroom store routes', () => {
  it('composes every route of the spec', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/lost-password',
        '/reset',
        '/shop-all-boxes',
        '/shop-all-sample-boxes',
        '/cart',
        '/shipping-address',
        '/shipping-methods',
        '/payment-info',
        '/order-confirmation',
        '/my-orders',
        '/my-info',
        '/my-designs',
        '/approve-design',
        '/download-artwork',
        '/template-maker',
        '/template-designer',
        '/not-found',
        '/view/:slug',
        '/policy/:slug',
        '/product-collection/:slug',
        '/faq/:slug',
        '/product/:slug',
        '/blog',
        '/blog/post/:slug',
      ]),
    );
  });

  it('composes each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
