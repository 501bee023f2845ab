// `node --test tools/lib/manifest.test.mjs`: the route preloads and the HTML's module files, on
// a small manifest and on the brands' real client builds (skipped for a brand not built).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  HTML_ENTRY,
  ROUTE_PRELOADS_FILE,
  composedRoutes,
  htmlModuleFiles,
  languagePreloadKey,
  languagePreloads,
  readManifest,
  routePreloads,
  staticClosure,
} from './manifest.mjs';
import { BRANDS, ROOT, routeDefinitions } from './routes.mjs';

const page = (name) => join(ROOT, 'apps/default', `src/${name}.tsx`);

describe('routePreloads', () => {
  // The entry loads react and shared; the product page imports the entry back (as Vite's pages
  // do), shared, its own form chunk and a CSS-only chunk.
  const manifest = {
    [HTML_ENTRY]: { file: 'assets/index.js', imports: ['_react.js', '_shared.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_shared.js', '_field.js'] },
    '_field.js': { file: 'assets/field.js' },
    '_style.css': { file: 'assets/style.css' },
    'src/product.tsx': {
      file: 'assets/product.js',
      isDynamicEntry: true,
      imports: [HTML_ENTRY, '_shared.js', '_form.js', '_style.css'],
    },
    'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: [HTML_ENTRY] },
  };
  const routes = [
    { path: '/', module: page('home') },
    { path: '/product/:slug', module: page('product') },
    { path: '/not-built', module: page('missing') },
    { path: '/unresolved', module: null },
  ];

  test('lists the page chunk first, then its static imports the entry does not load', () => {
    assert.deepEqual(routePreloads('default', manifest, routes), {
      '/': ['assets/home.js'],
      '/product/:slug': ['assets/product.js', 'assets/form.js', 'assets/field.js'],
    });
  });

  test('follows static imports once, through cycles', () => {
    assert.deepEqual(
      new Set(staticClosure(manifest, ['src/product.tsx'])),
      new Set([
        'src/product.tsx',
        HTML_ENTRY,
        '_react.js',
        '_shared.js',
        '_form.js',
        '_field.js',
        '_style.css',
      ]),
    );
  });
});

describe('languagePreloads', () => {
  test("lists each language's chunks of shell strings the entry does not load, not a page's catalogues", () => {
    const en = '../../libs/storefront/src/lib/i18n/common.messages.en.ts';
    const de = '../../libs/storefront/src/lib/i18n/common.messages.de.ts';
    const brandEn = '../../libs/storefront/src/lib/variants/texts/default.en.ts';
    const manifest = {
      [HTML_ENTRY]: {
        file: 'assets/index.js',
        imports: ['_react.js'],
        dynamicImports: [en, de, brandEn],
      },
      '_react.js': { file: 'assets/react.js' },
      '_plural.js': { file: 'assets/plural.js' },
      [en]: { file: 'assets/en.js', isDynamicEntry: true, imports: ['_plural.js', '_react.js'] },
      [de]: { file: 'assets/de.js', isDynamicEntry: true },
      [brandEn]: { file: 'assets/default.en.js', isDynamicEntry: true },
    };
    assert.deepEqual(languagePreloads('default', manifest), {
      [languagePreloadKey('en')]: ['assets/en.js', 'assets/plural.js'],
      [languagePreloadKey('de')]: ['assets/de.js'],
    });
    assert.ok(!languagePreloadKey('en').startsWith('/'), 'never a route path');
  });
});

describe('htmlModuleFiles', () => {
  test('reads module scripts and module preloads, not styles or classic scripts', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B.js">
      <link rel="stylesheet" href="/assets/index-C.css">
      <script src="/legacy.js"></script>
      <script id="state" type="application/json">{}</script>
      <link rel="modulepreload" href="https://cdn.example/x.js">
    </head>`;
    assert.deepEqual(htmlModuleFiles(html), ['assets/index-A.js', 'assets/react-B.js']);
  });
});

for (const brand of BRANDS) {
  const dist = join(ROOT, 'apps', brand, 'dist');
  const manifest = readManifest(dist);
  describe(`${brand}'s client build`, { skip: manifest ? false : 'not built' }, () => {
    const routes = composedRoutes(brand, manifest, routeDefinitions());
    const preloads = routePreloads(brand, manifest, routes);
    const entryFiles = new Set(htmlModuleFiles(readFileSync(join(dist, 'index.html'), 'utf8')));

    test('has preloads for home and each composed page that is a chunk of its own', () => {
      assert.ok(preloads['/']?.[0]?.includes('home-page'), JSON.stringify(preloads['/']));
      assert.ok(preloads['/shop-all-boxes']?.length > 0);
      if (routes.some((route) => route.path === '/product/:slug')) {
        assert.ok(preloads['/product/:slug']?.[0]?.includes('product-page'));
      } else assert.equal(preloads['/product/:slug'], undefined);
      const composed = new Set(routes.map((route) => route.path));
      for (const path of Object.keys(preloads)) assert.ok(composed.has(path), path);
    });

    test("has the chunks of each language's shell strings", () => {
      const languages = languagePreloads(brand, manifest);
      assert.match(languages[languagePreloadKey('en')]?.[0] ?? '', /common\.messages\.en/);
      assert.match(languages[languagePreloadKey('de')]?.[0] ?? '', /common\.messages\.de/);
      // The brand's home copy is the home page's catalogue, handed over in its state.
      for (const files of Object.values(languages)) {
        assert.ok(!files.some((file) => file.includes(`${brand}.`)), files.join(' '));
      }
    });

    test('names built JavaScript files the HTML does not already load', () => {
      for (const [path, files] of Object.entries(preloads)) {
        assert.equal(new Set(files).size, files.length, `${path}: a file twice`);
        for (const file of files) {
          assert.match(file, /^assets\/[^/]+\.js$/);
          assert.ok(existsSync(join(dist, file)), `${path}: ${file} is not in the build`);
          assert.ok(!entryFiles.has(file), `${path}: ${file} is already in index.html`);
        }
      }
    });

    test("has one stylesheet, the document's (the server inlines it)", () => {
      const stylesheets = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
      assert.deepEqual([...stylesheets], manifest[HTML_ENTRY].css);
      assert.equal(stylesheets.size, 1);
    });

    test('the command writes the same map beside the manifest', () => {
      const copy = mkdtempSync(join(tmpdir(), 'route-preloads-'));
      try {
        mkdirSync(join(copy, '.vite'));
        copyFileSync(join(dist, '.vite/manifest.json'), join(copy, '.vite/manifest.json'));
        symlinkSync(join(dist, 'assets'), join(copy, 'assets'));
        execFileSync(process.execPath, [
          join(ROOT, 'tools/route-preloads.mjs'),
          brand,
          '--dist',
          copy,
        ]);
        const written = JSON.parse(readFileSync(join(copy, ROUTE_PRELOADS_FILE), 'utf8'));
        assert.deepEqual(written, { ...preloads, ...languagePreloads(brand, manifest) });
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });
  });
}
