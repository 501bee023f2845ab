#!/usr/bin/env node
// `npm run bench:bundle`: first-load JavaScript per brand and route, from the apps' production
// builds (run `npx nx run-many -t build -p default,showroom,partner` first).
//
// A route's first load is the HTML's entry chunk with everything it imports statically, plus
// the route's lazy page chunk with its static imports. Route → page module comes from the
// route definitions in libs/storefront/src/react/routes; chunks from Vite's manifest.
// Prints a table and writes tmp/bench/bundle.json. Sizes are exact, so they can gate CI.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BRANDS = ['default', 'showroom', 'partner'];
const ROUTES_DIR = 'libs/storefront/src/react/routes';

/** Route path → page module (as the manifest names it) for every route definition. */
function routePages() {
  const pages = new Map();
  for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('-routes.ts'))) {
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
    const pattern = /path: '([^']+)',[\s\S]*?import\('\.\.\/pages\/([^']+)'\)/g;
    for (const [, path, page] of source.matchAll(pattern)) {
      pages.set(path, `../../libs/storefront/src/react/pages/${page}.tsx`);
    }
  }
  return pages;
}

function sizeOf(file) {
  const code = readFileSync(file);
  return {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function total(dist, manifest, keys) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    const size = sizeOf(join(dist, file));
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

const pages = routePages();
const report = { generatedAt: new Date().toISOString(), brands: {} };
const kib = (bytes) => (bytes / 1024).toFixed(1);

for (const brand of BRANDS) {
  const dist = join('apps', brand, 'dist');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No build for ${brand}: run npx nx build ${brand} first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = closure(manifest, 'index.html');
  const routes = {};
  for (const [path, page] of pages) {
    if (!manifest[page]) continue; // the brand does not compose this route
    const keys = closure(manifest, page, new Set(entry));
    routes[path] = { page: manifest[page].file, ...total(dist, manifest, keys) };
  }
  report.brands[brand] = { entry: total(dist, manifest, entry), routes };
}

mkdirSync('tmp/bench', { recursive: true });
writeFileSync('tmp/bench/bundle.json', `${JSON.stringify(report, null, 2)}\n`);

console.log('First-load JavaScript per brand and route (KiB)\n');
console.log(
  `${'brand'.padEnd(9)} ${'route'.padEnd(28)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)} ${'raw'.padStart(8)}`,
);
for (const [brand, { entry, routes }] of Object.entries(report.brands)) {
  console.log(
    `${brand.padEnd(9)} ${'(entry)'.padEnd(28)} ${kib(entry.gzip).padStart(7)} ${kib(entry.brotli).padStart(7)} ${kib(entry.raw).padStart(8)}`,
  );
  for (const [path, size] of Object.entries(routes)) {
    console.log(
      `${''.padEnd(9)} ${path.padEnd(28)} ${kib(size.gzip).padStart(7)} ${kib(size.brotli).padStart(7)} ${kib(size.raw).padStart(8)}`,
    );
  }
}
console.log('\nWritten to tmp/bench/bundle.json');
