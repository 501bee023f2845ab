// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fullStoreRoutes } from '../routes/full-store-routes';
import { PAGE_NAMES, pageNameOf } from './page-names';

describe('pageNameOf', () => {
  it('names every route of the full store, with the names of the spec’s pages', () => {
    expect(fullStoreRoutes.filter((route) => PAGE_NAMES[route.id] === undefined)).toEqual([]);
    expect(pageNameOf('shipping-methods')).toBe('Shipping Method');
    expect(pageNameOf('lost-password')).toBe('Forgot Password');
    expect(pageNameOf('catch-all')).toBe('Not Found');
  });

  it('names a route it does not know by its id in title case', () => {
    expect(pageNameOf('gift-cards')).toBe('Gift Cards');
    expect(pageNameOf('trade_show')).toBe('Trade Show');
  });
});
