// A brand's client build as the server-rendered HTML loads it: the Vite manifest's chunks,
// the entry with its static imports, the module scripts and preloads the built index.html
// names, and each route's own chunks (its page chunk and the static imports the entry does not
// already load). Used by tools/route-preloads.mjs (which writes the routes' chunks for the
// server) and tools/bench-bundle.mjs (which measures them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageChunkName } from './page-chunk-groups.mjs';
import { ROOT, brandRoutes, manifestKey } from './routes.mjs';

/** Where the route preloads are written in a client build (beside Vite's manifest). */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');
/** The manifest key of the app's HTML entry. */
export const HTML_ENTRY = 'index.html';
/** The catalogue languages. */
const LANGUAGES = ['en', 'de'];

/**
 * What the client imports of a language before it hydrates (only the page's language; see
 * `loadStorefrontLanguage` in libs/storefront/src/react/storefront-i18n.ts): the shell's
 * strings. A page's own catalogues (the brand's home copy on home, the product page's strings)
 * come with the page's state instead.
 *
 * @example
 * languageModules().de; // ['libs/storefront/src/lib/i18n/common.messages.de.ts']
 */
export function languageModules() {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      [`libs/storefront/src/lib/i18n/common.messages.${language}.ts`],
    ]),
  );
}
/** Key of a language's chunks in route-preloads.json (route paths start with `/`, these do not). */
export const languagePreloadKey = (language) => `language:${language}`;

/** Vite's manifest of a client build (`<dist>/.vite/manifest.json`), or null when missing. */
export function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The manifest key of a route's page chunk: the page module's own key, or, where the second
 * pass of the build (tools/build-client.mjs) put the module into the chunk of that page's own
 * modules, that chunk's key (a chunk named after the module, `_home-page-….js`). `undefined`
 * when the build has neither.
 *
 * @example
 * pageChunkKey(manifest, 'default', '/…/libs/storefront/src/react/pages/home-page.tsx');
 * // '_home-page-DUeV946Q.js'
 */
export function pageChunkKey(manifest, brand, module) {
  const key = manifestKey(brand, module);
  if (manifest[key]) return key;
  const name = pageChunkName(module);
  return Object.keys(manifest).find(
    (chunk) => chunk.startsWith('_') && manifest[chunk].name === name,
  );
}

/** Manifest keys of `keys` and everything they import statically (added to `seen`). */
export function staticClosure(manifest, keys, seen = new Set()) {
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (!manifest[key] || seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The JavaScript files (`assets/….js`) of manifest keys, in their order. */
export function jsFilesOf(manifest, keys) {
  return [...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
}

/**
 * The routes a brand composes (from its `routes.ts`), or, when that file cannot be read, every
 * defined route whose page module is in the build.
 */
export function composedRoutes(brand, manifest, definitions) {
  return (
    brandRoutes(brand, definitions) ??
    [...definitions.values()].filter(
      (route) => route.module && pageChunkKey(manifest, brand, route.module),
    )
  );
}

/**
 * Per route path (as in `StoreRoute.path`): its page chunk, then the chunks that page imports
 * statically and the entry does not load. Routes whose page is not a chunk of its own (bundled
 * into the entry, or missing from the build) are left out: they need no preload.
 *
 * @example
 * routePreloads('default', manifest, composedRoutes('default', manifest, routeDefinitions()));
 * // { '/': ['assets/home-page-D2Ukcvic.js', 'assets/link-button-DTlZRZ1B.js'], … }
 */
export function routePreloads(brand, manifest, routes) {
  const entry = staticClosure(manifest, [HTML_ENTRY]);
  const preloads = {};
  for (const route of routes) {
    const page = route.module ? pageChunkKey(manifest, brand, route.module) : undefined;
    if (!page || entry.has(page)) continue;
    // The page key first: the closure's insertion order keeps it at the front.
    const own = [...staticClosure(manifest, [page])].filter((key) => !entry.has(key));
    const files = jsFilesOf(manifest, own);
    if (files.length > 0) preloads[route.path] = files;
  }
  return preloads;
}

/**
 * Per language (keyed by {@link languagePreloadKey}): the chunks of its shell strings
 * ({@link languageModules}) that the entry does not load. The server preloads the page's
 * language; the benches count the larger.
 *
 * @example
 * languagePreloads('default', manifest);
 * // { 'language:en': ['assets/common.messages.en-….js'], … }
 */
export function languagePreloads(brand, manifest) {
  const entry = staticClosure(manifest, [HTML_ENTRY]);
  const preloads = {};
  for (const [language, modules] of Object.entries(languageModules())) {
    const keys = modules
      .map((module) => manifestKey(brand, join(ROOT, module)))
      .filter((key) => manifest[key] && !entry.has(key));
    if (keys.length === 0) continue;
    // Each module's chunk before what it imports.
    const own = new Set(
      keys.flatMap((key) =>
        [...staticClosure(manifest, [key])].filter((chunk) => !entry.has(chunk)),
      ),
    );
    const files = jsFilesOf(manifest, own);
    if (files.length > 0) preloads[languagePreloadKey(language)] = files;
  }
  return preloads;
}

/**
 * The module scripts and module preloads a built `index.html` names, as build-relative paths
 * (`assets/index-….js`): what the browser starts fetching before any route code.
 */
export function htmlModuleFiles(html) {
  const files = [];
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const isModuleScript = /^<script\b/.test(tag) && /\btype=["']?module\b/.test(tag);
    const isModulePreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload\b/.test(tag);
    if (!isModuleScript && !isModulePreload) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if (url && !/^[a-z]+:\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  return files;
}

/** The route preloads written by tools/route-preloads.mjs into a build, or null. */
export function readRoutePreloads(dist) {
  const file = join(dist, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
