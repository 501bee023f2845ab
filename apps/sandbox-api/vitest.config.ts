import { join } from 'node:path';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

// Workspace packages resolve to their TypeScript source through this export condition (the same
// one `tools/vite/library.ts` sets for the libraries).
const SOURCE_CONDITION = '@storefront/source';

export default defineConfig({
  root,
  cacheDir: join(root, '../../node_modules/.vite/apps-sandbox-api'),
  resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  // Bundled (not handed to Node), so the workspace packages resolve with the source condition
  // above even when no library has been built yet.
  ssr: {
    noExternal: [/^@storefront\//],
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      externalConditions: [SOURCE_CONDITION],
    },
  },
  test: {
    root,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite takes about a second to open (five when it creates a data folder), and much longer
    // on a busy two-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@storefront\//] } },
  },
});
