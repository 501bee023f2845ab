#!/usr/bin/env node
// `node tools/route-preloads.mjs <brand> [--dist <dir>]`: after a brand's client build, writes
// `<dist>/.vite/route-preloads.json` (dist defaults to apps/<brand>/dist):
//
//   { "/product/:slug": ["assets/product-page-….js", "assets/select-….js", …], …,
//     "language:en": ["assets/common.messages.en-….js"], … }
//
// per route the brand composes (keyed by `StoreRoute.path`), its page chunk and the chunks that
// page imports statically and the entry does not already load; per language (`language:<code>`)
// the chunk of the shell's strings. The production server adds a `<link rel="modulepreload">`
// for each file of the matched route and of the page's language, so the browser fetches them
// alongside the entry instead of after it. Routes come from the same source as the
// benches (tools/lib/routes.mjs), chunks from Vite's manifest.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ROUTE_PRELOADS_FILE,
  composedRoutes,
  languagePreloads,
  readManifest,
  routePreloads,
} from './lib/manifest.mjs';
import { BRANDS, ROOT, fromRoot, routeDefinitions } from './lib/routes.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' } },
});
const brand = positionals[0];
if (!BRANDS.includes(brand)) {
  console.error(`Usage: node tools/route-preloads.mjs <${BRANDS.join('|')}> [--dist <dir>]`);
  process.exit(2);
}
const dist = values.dist ? resolve(values.dist) : join(ROOT, 'apps', brand, 'dist');
const manifest = readManifest(dist);
if (!manifest) {
  console.error(`No Vite manifest in ${dist}/.vite: build the client first (vite build).`);
  process.exit(1);
}

const preloads = {
  ...routePreloads(brand, manifest, composedRoutes(brand, manifest, routeDefinitions())),
  ...languagePreloads(brand, manifest),
};
const missing = Object.values(preloads)
  .flat()
  .filter((file) => !existsSync(join(dist, file)));
if (missing.length > 0) {
  console.error(`The manifest names files the build lacks: ${missing.join(', ')}`);
  process.exit(1);
}
const file = join(dist, ROUTE_PRELOADS_FILE);
writeFileSync(file, `${JSON.stringify(preloads)}\n`);
console.log(
  `${brand}: preloads of ${Object.keys(preloads).length} routes and languages → ${fromRoot(file)}`,
);
