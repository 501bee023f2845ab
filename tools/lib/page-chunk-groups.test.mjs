// `node --test tools/lib/page-chunk-groups.test.mjs`: the server-rendered pages' chunk groups,
// on a small first build and on the brands' real client builds (skipped for a brand not built).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import {
  HTML_ENTRY,
  composedRoutes,
  jsFilesOf,
  readManifest,
  readRoutePreloads,
  staticClosure,
} from './manifest.mjs';
import { ENTRY_CHUNK, SMALL_SHARED_FILE_BYTES, pageChunkGroups } from './page-chunk-groups.mjs';
import { BRANDS, ROOT, routeDefinitions, serverRenderedRouteIds } from './routes.mjs';

describe('pageChunkGroups', () => {
  // A first build: the entry is `main` and `shell`; home, product and a content page share
  // `format`; home and the content page share `links`; product alone has `options`;
  // `cart-store` is in product's first load and the cart page's; `nav.messages.en` is
  // product's catalogue; the runtime has no source map.
  const dist = mkdtempSync(join(tmpdir(), 'page-chunk-groups-'));
  after(() => rmSync(dist, { recursive: true, force: true }));
  const root = join(dist, '..');
  const src = (name) => join(root, 'src', name);
  const key = (name) => `src/${name}`;
  const chunk = (file, sources) => {
    writeFileSync(join(dist, file), '');
    writeFileSync(join(dist, `${file}.map`), JSON.stringify({ version: 3, sources }));
  };
  mkdirSync(join(dist, 'assets'));
  chunk('assets/index.js', ['../../src/main.tsx', '../../src/shell.tsx']);
  writeFileSync(join(dist, 'assets/rolldown-runtime.js'), '');
  chunk('assets/home-page.js', ['../../src/home-page.tsx']);
  chunk('assets/product-page.js', ['../../src/product-page.tsx', '../../src/gallery.tsx']);
  chunk('assets/format.js', ['../../src/format.ts', '../../src/money.ts']);
  chunk('assets/options.js', ['../../src/options.ts']);
  chunk('assets/links.js', ['../../src/links.ts', '../../src/slug.ts']);
  chunk('assets/content-page.js', ['../../src/content-page.tsx']);
  chunk('assets/cart-store.js', ['../../src/cart-store.ts']);
  chunk('assets/nav.js', ['../../src/nav.messages.en.ts']);
  chunk('assets/cart-page.js', ['../../src/cart-page.tsx']);
  const preloads = {
    '/': ['assets/home-page.js', 'assets/format.js', 'assets/links.js'],
    '/view/:slug': ['assets/content-page.js', 'assets/format.js', 'assets/links.js'],
    '/product/:slug': [
      'assets/product-page.js',
      'assets/format.js',
      'assets/options.js',
      'assets/cart-store.js',
      'assets/nav.js',
    ],
    '/cart': ['assets/cart-page.js', 'assets/cart-store.js'],
  };
  const pages = [
    { path: '/', module: src('home-page.tsx') },
    { path: '/product/:slug', module: src('product-page.tsx') },
    { path: '/view/:slug', module: src('content-page.tsx') },
  ];
  const entry = ['assets/index.js', 'assets/rolldown-runtime.js'];
  const groups = pageChunkGroups(dist, preloads, pages, root, entry);

  test("puts a module in one page's first load in that page's chunk, with the page module, named from the root", () => {
    assert.equal(groups[key('options.ts')], 'product-page');
    assert.equal(groups[key('cart-store.ts')], 'product-page');
    assert.equal(groups[key('gallery.tsx')], 'product-page');
    assert.equal(groups[key('product-page.tsx')], 'product-page');
    assert.equal(groups[key('home-page.tsx')], 'home-page');
    assert.equal(groups[key('content-page.tsx')], 'content-page');
  });

  test('puts the modules of the same set of pages in one chunk, apart from either page', () => {
    assert.match(groups[key('links.ts')], /^pages~[0-9a-z]+$/);
    assert.equal(groups[key('slug.ts')], groups[key('links.ts')]);
  });

  test("puts the entry's modules and those in every landing page the brand has in the entry's chunk", () => {
    assert.equal(groups[key('main.tsx')], ENTRY_CHUNK);
    assert.equal(groups[key('shell.tsx')], ENTRY_CHUNK);
    // Home and product are the landing pages here (the fixture has no shop-all page).
    assert.equal(groups[key('format.ts')], ENTRY_CHUNK);
    assert.equal(groups[key('money.ts')], ENTRY_CHUNK);
  });

  test('leaves out message catalogues and pages not rendered on the server', () => {
    for (const name of ['nav.messages.en.ts', 'cart-page.tsx']) {
      assert.equal(groups[key(name)], undefined, name);
    }
  });
});

describe('pageChunkGroups with three landing pages', () => {
  // Shop-all and product share a small file and a large one; home has neither.
  const dist = mkdtempSync(join(tmpdir(), 'page-chunk-groups-small-'));
  after(() => rmSync(dist, { recursive: true, force: true }));
  const root = join(dist, '..');
  const chunk = (file, sources, bytes) => {
    writeFileSync(join(dist, file), 'x'.repeat(bytes));
    writeFileSync(join(dist, `${file}.map`), JSON.stringify({ version: 3, sources }));
  };
  mkdirSync(join(dist, 'assets'));
  chunk('assets/index.js', ['../../src/main.tsx'], 100);
  chunk('assets/home-page.js', ['../../src/home-page.tsx'], 3000);
  chunk('assets/shop-page.js', ['../../src/shop-page.tsx'], 3000);
  chunk('assets/product-page.js', ['../../src/product-page.tsx'], 3000);
  chunk('assets/styles.js', ['../../src/styles.ts'], SMALL_SHARED_FILE_BYTES - 1);
  chunk('assets/gallery.js', ['../../src/gallery.tsx'], SMALL_SHARED_FILE_BYTES);
  const preloads = {
    '/': ['assets/home-page.js'],
    '/shop-all-boxes': ['assets/shop-page.js', 'assets/styles.js', 'assets/gallery.js'],
    '/product/:slug': ['assets/product-page.js', 'assets/styles.js', 'assets/gallery.js'],
  };
  const pages = [
    { path: '/', module: join(root, 'src', 'home-page.tsx') },
    { path: '/shop-all-boxes', module: join(root, 'src', 'shop-page.tsx') },
    { path: '/product/:slug', module: join(root, 'src', 'product-page.tsx') },
  ];
  const groups = pageChunkGroups(dist, preloads, pages, root, ['assets/index.js']);

  test("puts a small file all the landing pages but one share in the entry's chunk, not a larger one", () => {
    assert.equal(groups['src/styles.ts'], ENTRY_CHUNK);
    assert.match(groups['src/gallery.tsx'], /^pages~[0-9a-z]+$/);
  });
});

for (const brand of BRANDS) {
  const dist = join(ROOT, 'apps', brand, 'dist');
  const manifest = readManifest(dist);
  describe(`${brand}'s client build`, { skip: manifest ? false : 'not built' }, () => {
    const preloads = readRoutePreloads(dist);
    const serverRendered = serverRenderedRouteIds();
    const pages = composedRoutes(brand, manifest, routeDefinitions()).filter((route) =>
      serverRendered.has(route.id),
    );

    test('was built with the groups of its own first build', () => {
      const written = JSON.parse(readFileSync(join(dist, '.vite/page-chunk-groups.json'), 'utf8'));
      assert.ok(Object.keys(written).length > 0);
      // Grouped again from the final build, every module keeps its chunk.
      const entry = jsFilesOf(manifest, staticClosure(manifest, [HTML_ENTRY]));
      const again = pageChunkGroups(dist, preloads, pages, ROOT, entry);
      assert.deepEqual(
        Object.fromEntries(Object.keys(written).map((module) => [module, again[module]])),
        written,
      );
      // A module the first build had inlined without a mapping of its own may appear in the
      // entry's source map now; the `$initial` group had put it there.
      for (const module of Object.keys(again).filter((module) => !(module in written))) {
        assert.equal(again[module], ENTRY_CHUNK, module);
      }
    });

    test('loads the entry as one file with the runtime and a facade of a few bytes', () => {
      assert.ok(jsFilesOf(manifest, staticClosure(manifest, [HTML_ENTRY])).length <= 3);
    });

    test('loads a server-rendered page in a few files', () => {
      for (const page of pages) {
        const files = preloads[page.path] ?? [];
        assert.ok(files.length <= 10, `${page.path}: ${files.length} files`);
      }
    });
  });
}
