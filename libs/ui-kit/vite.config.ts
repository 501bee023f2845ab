import { join } from 'node:path';
import { mergeConfig } from 'vitest/config';
import { defineLibraryConfig } from '../../tools/vite/library.ts';

export default mergeConfig(
  defineLibraryConfig({ root: import.meta.dirname, environment: 'jsdom' }),
  {
    // `./i18n` (useMessages) is an entry of its own: its peer @lingui/core is optional, so the
    // root entry must not import it.
    build: { lib: { entry: { i18n: join(import.meta.dirname, 'src/i18n.ts') } } },
    test: {
      setupFiles: [join(import.meta.dirname, 'vitest.setup.ts')],
      // Story runs include an axe pass and interaction tests type key by key; on a busy
      // two-core machine a few of them come close to the 5 s default.
      testTimeout: 20_000,
    },
  },
);
