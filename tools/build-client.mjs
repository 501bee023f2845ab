#!/usr/bin/env node
// `node tools/build-client.mjs <brand> [--dist <dir>]`: a brand's client build, in two passes
// (a few seconds each), and its route preloads (tools/route-preloads.mjs).
//
// 1. `vite build` as configured, then its route preloads.
// 2. The modules of the entry and of the server-rendered pages' first loads, grouped by the set
//    of those pages that load them (tools/lib/page-chunk-groups.mjs), go to the second
//    `vite build` through
//    `STOREFRONT_PAGE_CHUNK_GROUPS` (read by tools/vite/brand-app.ts); then the route preloads
//    of the final build, and the groups beside them (`.vite/page-chunk-groups.json`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  HTML_ENTRY,
  composedRoutes,
  jsFilesOf,
  readManifest,
  readRoutePreloads,
  staticClosure,
} from './lib/manifest.mjs';
import { pageChunkGroups } from './lib/page-chunk-groups.mjs';
import { BRANDS, ROOT, routeDefinitions, serverRenderedRouteIds } from './lib/routes.mjs';

/** Where the second pass's groups are kept in a client build (beside Vite's manifest). */
const GROUPS_FILE = join('.vite', 'page-chunk-groups.json');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' } },
});
const brand = positionals[0];
if (!BRANDS.includes(brand)) {
  console.error(`Usage: node tools/build-client.mjs <${BRANDS.join('|')}> [--dist <dir>]`);
  process.exit(2);
}
const app = join(ROOT, 'apps', brand);
const dist = values.dist ? resolve(values.dist) : join(app, 'dist');

function build(env = {}) {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', dist], {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  execFileSync(process.execPath, [join(ROOT, 'tools/route-preloads.mjs'), brand, '--dist', dist], {
    stdio: 'inherit',
  });
}

build();
const serverRendered = serverRenderedRouteIds();
const manifest = readManifest(dist);
const pages = composedRoutes(brand, manifest, routeDefinitions()).filter(
  (route) => route.module && serverRendered.has(route.id),
);
const entryFiles = jsFilesOf(manifest, staticClosure(manifest, [HTML_ENTRY]));
const groups = pageChunkGroups(dist, readRoutePreloads(dist), pages, ROOT, entryFiles);
const scratch = mkdtempSync(join(tmpdir(), 'page-chunk-groups-'));
try {
  const file = join(scratch, 'groups.json');
  writeFileSync(file, `${JSON.stringify(groups)}\n`);
  build({ STOREFRONT_PAGE_CHUNK_GROUPS: file });
  writeFileSync(join(dist, GROUPS_FILE), `${JSON.stringify(groups, null, 1)}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(
  `${brand}: ${Object.keys(groups).length} modules of ${pages.length} server-rendered pages in ${
    new Set(Object.values(groups)).size
  } chunks`,
);
