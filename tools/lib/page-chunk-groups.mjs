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
// The groups leave out the page modules (each stays the dynamic entry its route imports, so the
// manifest and the preload map still find it) and the message catalogues (one language's each).
// A module's static imports are in the first loads of every page that has the module, so they
// sit in the same group or in one of more pages: group chunks import each other without cycles.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fromRoot } from './routes.mjs';

/** The chunk of the modules every landing page has. */
export const LANDING_CHUNK = 'landing-pages';

/**
 * The pages shoppers land on from search and ads. A module in the first load of every one of
 * them that a brand has goes into one chunk, {@link LANDING_CHUNK}: each of those pages loads
 * it anyway, and one file compresses better than several (the home page's route code arrived as
 * seven files, 5.9 KiB gzip apart and 4.2 KiB as one).
 */
export const LANDING_PAGES = ['/', '/shop-all-boxes', '/product/:slug'];

/** Message catalogues (`*.messages.<language>.ts`): one language's each, never grouped. */
const MESSAGE_CATALOGUE = /\.messages\.[a-z]{2}\.ts$/;

/**
 * `{ [module path from root]: chunk name }` for the modules in the first loads of `pages`
 * (routes `{ path, module }`, absolute), read from a first build in `dist`: its route preloads
 * (`preloads`, as tools/route-preloads.mjs writes them) and its chunks' source maps. A module in
 * one page's first load goes to `page~<page module>`, one shared by several to
 * `pages~<hash of the set>`, one in the first loads of all the {@link LANDING_PAGES} among
 * `pages` to {@link LANDING_CHUNK}. The paths are relative to `root` (the workspace), so a build
 * restored from Nx's cache into another checkout still names its own modules.
 *
 * @example
 * pageChunkGroups(dist, preloads, [{ path: '/', module: '/…/home-page.tsx' }, …], ROOT);
 * // { 'libs/content/src/lib/get-landing-screen.ts': 'page~home-page', … }
 */
export function pageChunkGroups(dist, preloads, pages, root) {
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
  for (const [file, pagesOf] of pagesOfFile) {
    const everyLanding = landing.length > 1 && landing.every((page) => pagesOf.has(page));
    const names = [...pagesOf].map((page) => basename(page.module).replace(/\.[jt]sx?$/, ''));
    const chunk = everyLanding ? LANDING_CHUNK : chunkName(names.sort());
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    for (const source of map.sources) {
      const module = resolve(dirname(join(dist, file)), source);
      if (pageModules.has(module) || MESSAGE_CATALOGUE.test(module)) continue;
      groups[fromRoot(module, root)] = chunk;
    }
  }
  return groups;
}

function chunkName(names) {
  if (names.length === 1) return `page~${names[0]}`;
  let hash = 0;
  for (const char of names.join('+')) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `pages~${hash.toString(36)}`;
}
