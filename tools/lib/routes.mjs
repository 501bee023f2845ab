// The storefront's route definitions as the measuring scripts need them: path, group (the
// `<group>-routes.ts` file it is defined in), the module its `lazy()` imports, and which routes
// each brand app composes. Read from source text, so nothing has to be built or executed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Workspace root (the folder with nx.json). */
export const ROOT = resolve(import.meta.dirname, '..', '..');
export const BRANDS = ['default', 'showroom', 'partner'];
const ROUTES_DIR = join(ROOT, 'libs/storefront/src/react/routes');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveModule(specifier, fromDir) {
  let base;
  if (specifier.startsWith('.')) base = resolve(fromDir, specifier);
  else {
    // `@storefront/<lib>` or `@storefront/<lib>/react` → the library's source entry.
    const match = /^@storefront\/([^/]+)(?:\/(.+))?$/.exec(specifier);
    if (!match) return null;
    base = join(ROOT, 'libs', match[1], 'src', match[2] ?? 'index');
  }
  if (existsSync(base) && /\.tsx?$/.test(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/**
 * Every `export const x: StoreRoute = { … }` of the route files, by export name:
 * `{ name, id, path, group, module }` where `module` is the absolute path of the lazily
 * imported page module (or null when it cannot be resolved).
 */
export function routeDefinitions() {
  const routes = new Map();
  for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('-routes.ts'))) {
    const group = file.replace(/-routes\.ts$/, '');
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
    for (const block of source.split(/^export const /m).slice(1)) {
      const name = /^(\w+)\s*:\s*StoreRoute\b/.exec(block)?.[1];
      const path = /\bpath:\s*'([^']+)'/.exec(block)?.[1];
      if (!name || !path) continue;
      const id = /\bid:\s*'([^']+)'/.exec(block)?.[1] ?? name;
      const specifier = /import\(\s*'([^']+)'\s*\)/.exec(block)?.[1];
      const module = specifier ? resolveModule(specifier, ROUTES_DIR) : null;
      routes.set(name, { name, id, path, group, module });
    }
  }
  return routes;
}

/**
 * The routes a brand app composes (from `apps/<brand>/src/routes.ts`), or null when that file
 * cannot be read this way (callers then fall back to what the build contains).
 */
export function brandRoutes(brand, definitions = routeDefinitions()) {
  const file = join(ROOT, 'apps', brand, 'src', 'routes.ts');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  // A brand lists its routes, or takes one of the storefront's lists (`fullStoreRoutes`,
  // `designOnlyStoreRoutes`, each `export const` in a file of the routes folder).
  const storeList = /\b(\w+StoreRoutes)\b/.exec(source)?.[1];
  const listSource = storeList
    ? readdirSync(ROUTES_DIR)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFileSync(join(ROUTES_DIR, file), 'utf8'))
        .find((text) => new RegExp(`export const ${storeList}\\b`).test(text))
    : source;
  const listName = storeList ?? 'routes';
  const list =
    new RegExp(`${listName}[^=]*=\\s*\\[([\\s\\S]*?)\\]`).exec(listSource ?? '')?.[1] ?? '';
  const names = list.match(/\w+Route\b/g) ?? [];
  const routes = names.map((name) => definitions.get(name)).filter(Boolean);
  return routes.length > 0 ? routes : null;
}

/** A module's key in a brand app's Vite manifest (its path relative to the app folder). */
export function manifestKey(brand, module) {
  return relative(join(ROOT, 'apps', brand), module)
    .split('\\')
    .join('/');
}

/** Path of a file relative to the workspace root (or `root`), with forward slashes. */
export function fromRoot(file, root = ROOT) {
  return relative(root, file).split('\\').join('/');
}

/**
 * Ids of the routes the server renders with their data (the public pages): the keys of
 * `serverLoaders` in libs/storefront/src/server/loaders/index.ts. Every other route's page
 * is left to the browser.
 */
export function serverRenderedRouteIds() {
  const source = readFileSync(join(ROOT, 'libs/storefront/src/server/loaders/index.ts'), 'utf8');
  const body = /serverLoaders\b[^=]*=\s*\{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  return new Set([...body.matchAll(/^\s*'?([\w-]+)'?\s*:/gm)].map((match) => match[1]));
}
