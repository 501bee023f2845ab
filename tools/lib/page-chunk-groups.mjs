// Which chunk each module of a server-rendered page's first load goes to in the second pass of a
// brand's client build (tools/build-client.mjs).
//
// Rolldown's automatic chunking splits lazy code by every set of dynamic imports sharing it,
// checkout, account and designer pages included, so the product page's own code arrived as 42
// files (46.6 KiB gzip apart, 36.3 KiB as one file: small files compress badly). Grouped by the
// set of server-rendered pages whose first load holds a module, a page loads its page chunk and
// a few group chunks. A module still lives in one chunk, so no state is duplicated; a page left
// to the browser (cart, account, designer) may load a little of a public page's code with what
// it needs.
//
// A page's own modules (those in no other server-rendered page's first load) join its page
// module in one chunk named after it, so a page is one file where it used to be two. The
// modules of the entry and those every landing page has join one chunk, the entry's
// ({@link ENTRY_CHUNK}). Message catalogues (one language's each) stay apart. A module's static
// imports are in the first loads of every page that has the module, so they sit in the same group
// or in one of more pages: group chunks import each other without cycles.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fromRoot } from './routes.mjs';

/**
 * The chunk of the entry's modules and of the modules every landing page has: Vite's preload
 * helper is named into it too (tools/vite/brand-app.ts), so the entry is one file.
 */
export const ENTRY_CHUNK = 'storefront';

/**
 * The pages shoppers land on from search and ads. A module in the first load of every one of
 * them that a brand has goes into the entry's chunk, {@link ENTRY_CHUNK}: each of those pages
 * loads it anyway, and one file compresses better than several (the home page's route code
 * arrived as seven files, 5.9 KiB gzip apart and 4.2 KiB as one; its last three files joined
 * the entry and the page's own chunk, −0.8 KiB on home).
 */
export const LANDING_PAGES = ['/', '/shop-all-boxes', '/product/:slug'];

/**
 * A file that all the landing pages but one share, smaller than this (bytes as built), joins
 * the entry's chunk too: as a file of its own it costs about as much as its content (its
 * imports and exports, a gzip stream without the entry's dictionary), and the pages that load
 * it gain more than the one that does not pays. (Shop-all and product shared two such files,
 * the box styles and the lazy not-found page, 314 bytes gzip each; in the entry they add
 * 0.2 KiB to home and take 0.4 KiB off shop-all and product.)
 */
export const SMALL_SHARED_FILE_BYTES = 1024;

/** Message catalogues (`*.messages.<language>.ts`): one language's each, never grouped. */
const MESSAGE_CATALOGUE = /\.messages\.[a-z]{2}\.ts$/;

/** A page module's chunk name: its file name without the extension (Rolldown's `[name]`). */
export const pageChunkName = (module) => basename(module).replace(/\.[jt]sx?$/, '');

/** The modules of a built file, as absolute paths, from its source map (none without one). */
function modulesOf(dist, file) {
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return map.sources.map((source) => resolve(dirname(join(dist, file)), source));
}

/**
 * `{ [module path from root]: chunk name }` for the modules of the entry (`entryFiles`, the
 * JavaScript files the document loads before any route's) and of the first loads of `pages`
 * (routes `{ path, module }`, absolute), read from a first build in `dist`: its route preloads
 * (`preloads`, as tools/route-preloads.mjs writes them) and its chunks' source maps. The entry's
 * modules and those in the first loads of all the {@link LANDING_PAGES} among `pages` (or, in a
 * file under {@link SMALL_SHARED_FILE_BYTES}, of all but one) go to {@link ENTRY_CHUNK}; a module in one page's first load goes to that page's chunk (named after
 * its page module, which joins it); one shared by several pages to `pages~<hash of the set>`.
 * The paths are relative to `root` (the workspace), so a build restored from Nx's cache into
 * another checkout still names its own modules.
 *
 * @example
 * pageChunkGroups(dist, preloads, [{ path: '/', module: '/…/home-page.tsx' }, …], ROOT, entry);
 * // { 'libs/content/src/lib/get-landing-screen.ts': 'home-page', … }
 */
export function pageChunkGroups(dist, preloads, pages, root, entryFiles = []) {
  const pageModules = new Set(pages.map((page) => page.module));
  const landing = pages.filter((page) => LANDING_PAGES.includes(page.path));
  /** File → the pages whose first load has it. */
  const pagesOfFile = new Map();
  for (const page of pages) {
    for (const file of preloads[page.path] ?? []) {
      pagesOfFile.set(file, new Set([...(pagesOfFile.get(file) ?? []), page]));
    }
  }
  const groups = {};
  const group = (module, chunk) => {
    if (!MESSAGE_CATALOGUE.test(module)) groups[fromRoot(module, root)] = chunk;
  };
  for (const file of entryFiles) {
    for (const module of modulesOf(dist, file)) group(module, ENTRY_CHUNK);
  }
  const sizeOf = (file) => (existsSync(join(dist, file)) ? statSync(join(dist, file)).size : 0);
  for (const [file, pagesOf] of pagesOfFile) {
    const landingOf = landing.filter((page) => pagesOf.has(page)).length;
    const everyLanding = landing.length > 1 && landingOf === landing.length;
    const smallAndShared =
      landing.length > 2 &&
      landingOf >= landing.length - 1 &&
      sizeOf(file) < SMALL_SHARED_FILE_BYTES;
    const chunk =
      everyLanding || smallAndShared
        ? ENTRY_CHUNK
        : chunkName([...pagesOf].map((page) => pageChunkName(page.module)).sort());
    for (const module of modulesOf(dist, file)) {
      // A page module stays the dynamic entry its route imports unless it joins its own chunk.
      if (pageModules.has(module) && chunk !== pageChunkName(module)) continue;
      group(module, chunk);
    }
  }
  return groups;
}

function chunkName(names) {
  if (names.length === 1) return names[0];
  let hash = 0;
  for (const char of names.join('+')) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `pages~${hash.toString(36)}`;
}
