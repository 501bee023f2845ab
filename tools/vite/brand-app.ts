import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { SOURCE_CONDITION } from './library.ts';
import { ENTRY_CHUNK, pageChunkName } from '../lib/page-chunk-groups.mjs';
import { fromRoot, routeDefinitions } from '../lib/routes.mjs';
import { messageCatalogues } from './message-catalogues.ts';
import { reactRouterTreeShaking } from './react-router-tree-shaking.ts';

/** Vite's helper that preloads a dynamic import's chunks: a module of the entry's chunk. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/** The chunk Rolldown puts its runtime helpers in, which the entry imports. */
const ROLLDOWN_RUNTIME_CHUNK = 'rolldown-runtime';

/** The module each brand's index.html loads, from the app's root. */
const HTML_ENTRY_MODULE = 'src/main.tsx';

/**
 * The groups of the modules of the entry and of the server-rendered pages' first loads
 * (tools/lib/page-chunk-groups.mjs), when `STOREFRONT_PAGE_CHUNK_GROUPS` names the file the
 * first pass wrote:
 * - the entry's chunk, with the modules every landing page has and Vite's preload helper. It
 *   takes its modules' imports too, so Rolldown orders them in the chunk as they run (they are
 *   all in the entry or in every landing page's first load anyway);
 * - one chunk per set of pages. Such a group keeps a module's imports out (they belong to
 *   groups of more pages), so the chunks follow the sets exactly and never import each other
 *   in a cycle.
 */
function pageChunkGroups(root: string) {
  const file = process.env['STOREFRONT_PAGE_CHUNK_GROUPS'];
  if (!file) return [];
  const chunkOf: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
  const htmlEntryModule = join(root, HTML_ENTRY_MODULE);
  const chunkOfId = (id: string) =>
    PRELOAD_HELPER.test(id) ? ENTRY_CHUNK : (chunkOf[fromRoot(id.split('?')[0] ?? id)] ?? null);
  return [
    {
      name: ENTRY_CHUNK,
      // The module index.html loads stays in a chunk of its own (a few bytes importing this
      // one), so the manifest keeps the document's entry (`index.html`) for the tools.
      test: (id: string) => id !== htmlEntryModule && chunkOfId(id) === ENTRY_CHUNK,
      debugName: 'entry and landing pages',
    },
    {
      name: (id: string) => {
        const chunk = chunkOfId(id);
        return chunk === ENTRY_CHUNK ? null : chunk;
      },
      debugName: 'server-rendered pages',
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * What Vite preloads beside a dynamic import: everything it imports, except for the route
 * pages and the entry's own chunks. The route pages' lists of files, one per route, were
 * 1.5 KiB gzip of every page's entry; the route table's loader asks for the same files from
 * the server's route chunk map instead (`createRouteChunkPreloader` in
 * libs/storefront/src/react/route-prefetch.ts). The entry's chunks (its own and Rolldown's
 * runtime) are loaded by every page before anything else, so naming them in each chunk's
 * list of dependencies only costs bytes.
 */
function dependenciesToPreload() {
  // A route page's chunk is named after its module (Rolldown's `[name]`).
  const routePages = new Set(
    [...routeDefinitions().values()].flatMap((route) =>
      route.module ? [pageChunkName(route.module)] : [],
    ),
  );
  const nameOf = (file: string) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1];
  const loadedFirst = new Set([ENTRY_CHUNK, ROLLDOWN_RUNTIME_CHUNK]);
  return (filename: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => {
    if (hostType !== 'js') return deps;
    const name = nameOf(filename);
    if (name !== undefined && routePages.has(name)) return [];
    return deps.filter((dep) => !loadedFirst.has(nameOf(dep) ?? ''));
  };
}

export interface BrandAppConfigOptions {
  /** Absolute path of the app (pass `import.meta.dirname`). */
  root: string;
  /** Port of `vite` and `vite preview` for this brand. */
  port: number;
}

/**
 * Vite config of a brand app: React, Tailwind, workspace libraries from source, a fixed port
 * per brand, and hashed, code-split output in `dist/` (the server build in `dist-server/`).
 */
export function defineBrandAppConfig({ root, port }: BrandAppConfigOptions): ViteUserConfig {
  return defineConfig({
    root,
    cacheDir: join(root, '../../node_modules/.vite', root.split('/').slice(-2).join('-')),
    plugins: [messageCatalogues(), reactRouterTreeShaking(), react(), tailwindcss()],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    // The server build (`vite build --ssr src/server.ts`) bundles the workspace libraries from
    // source and leaves npm packages to node_modules.
    ssr: {
      resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
      noExternal: [/^@storefront\//],
    },
    server: { port, strictPort: true, host: '127.0.0.1' },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    // The manifest lets tools/bench-bundle.mjs follow each route's chunks.
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      manifest: true,
      // Without Vite's polyfill for browsers that cannot preload modules (Safari before 17,
      // Firefox before 115): they load the same modules when the code imports them, a little
      // later; every page's entry is 0.3 KiB gzip smaller.
      modulePreload: { polyfill: false, resolveDependencies: dependenciesToPreload() },
    },
    environments: {
      client: {
        build: {
          // What the entry imports statically is one chunk: every page loads all of it anyway,
          // and one file compresses better than ten (home 136.9 → 133.5 KiB gzip). The second
          // pass of tools/build-client.mjs names the entry's modules and the server-rendered
          // pages' groups first; the `$initial` group takes what its names leave out.
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [...pageChunkGroups(root), { name: ENTRY_CHUNK, tags: ['$initial'] }],
              },
            },
          },
        },
      },
    },
    test: {
      root,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [join(import.meta.dirname, 'vitest-setup-dom.ts')],
    },
  });
}
