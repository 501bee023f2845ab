import { describe, expect, it } from 'vitest';
import { CHECKOUT_AND_ACCOUNT_PATHS } from '../testing/store-paths';
import { fullStoreRoutes } from './full-store-routes';

describe('fullStoreRoutes', () => {
  it('has every route of the spec', () => {
    expect(fullStoreRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/lost-password',
        '/reset',
        '/shop-all-boxes',
        '/shop-all-sample-boxes',
        ...CHECKOUT_AND_ACCOUNT_PATHS,
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

  it('has each path and id once', () => {
    const paths = fullStoreRoutes.map((route) => route.path);
    const ids = fullStoreRoutes.map((route) => route.id);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
