import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('partner store routes', () => {
  it('composes only the design-only pages of the spec', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/shop-all-boxes',
      '/download-artwork',
      '/template-maker',
      '/template-designer',
      '/not-found',
    ]);
  });
});
