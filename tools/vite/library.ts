import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { messageCatalogues } from './message-catalogues.ts';

/** Workspace packages resolve to their TypeScript source through this export condition. */
export const SOURCE_CONDITION = '@storefront/source';

export interface LibraryConfigOptions {
  /** Absolute path of the library (pass `import.meta.dirname`). */
  root: string;
  /** Test environment: `node` for framework-free code, `jsdom` when React is tested. */
  environment?: 'node' | 'jsdom';
}

/**
 * Vite config of a publishable library: ES modules, one file per entry (`.` and, when
 * present, `./react` and `./server`), every bare import left external (dependencies and peers are the
 * consumer's to install), plus the Vitest settings its tests run with.
 */
export function defineLibraryConfig({
  root,
  environment = 'jsdom',
}: LibraryConfigOptions): ViteUserConfig {
  const entry: Record<string, string> = { index: join(root, 'src/index.ts') };
  const reactEntry = join(root, 'src/react/index.ts');
  if (existsSync(reactEntry)) entry['react/index'] = reactEntry;
  // Node-only code (the storefront's server rendering), `./server`.
  const serverEntry = join(root, 'src/server/index.ts');
  if (existsSync(serverEntry)) entry['server/index'] = serverEntry;
  // Test helpers for consumers' tests (`./testing`), never re-exported by the root entry.
  const testingEntry = join(root, 'src/testing.ts');
  if (existsSync(testingEntry)) entry['testing'] = testingEntry;

  return defineConfig({
    root,
    cacheDir: join(root, '../../node_modules/.vite', root.split('/').slice(-2).join('-')),
    plugins: [messageCatalogues(), react()],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    // Tests marked `@vitest-environment node` resolve through the SSR conditions: without the
    // source condition they would load other packages' built `dist` (stale, or missing in a
    // fresh clone while it is being built).
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      lib: { entry, formats: ['es'] },
      rolldownOptions: {
        external: (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
      },
    },
    test: {
      root,
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      // CI shares 2 cores between two test processes and the sandbox's PGlite: generous limits,
      // so a loaded machine is slow, not red.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      setupFiles: environment === 'jsdom' ? [join(import.meta.dirname, 'vitest-setup-dom.ts')] : [],
      server: { deps: { inline: [/@storefront\//] } },
    },
  });
}
