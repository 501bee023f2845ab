// `node --test tools/lib/routes.test.mjs`: the routes each brand app composes, as the benches
// and the build read them from the sources.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brandRoutes } from './routes.mjs';

const pathsOf = (brand) => (brandRoutes(brand) ?? []).map((route) => route.path);

test("reads the full store's routes for the default and showroom brands", () => {
  for (const brand of ['default', 'showroom']) {
    const paths = pathsOf(brand);
    for (const path of ['/', '/shop-all-boxes', '/product/:slug', '/cart', '/my-orders']) {
      assert.ok(paths.includes(path), `${brand}: ${path}`);
    }
  }
});

test("reads the design-only partner's routes from the storefront's list it takes", () => {
  assert.deepEqual(pathsOf('partner'), [
    '/',
    '/shop-all-boxes',
    '/download-artwork',
    '/template-maker',
    '/template-designer',
    '/not-found',
  ]);
});
