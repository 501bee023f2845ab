import { mergeConfig } from 'vitest/config';
import { defineLibraryConfig } from '../../tools/vite/library.ts';

export default mergeConfig(
  defineLibraryConfig({ root: import.meta.dirname, environment: 'jsdom' }),
  {
    test: {
      // Sandbox-backed page tests and story runs (axe, typed interactions) come close to the
      // 5 s default on a busy two-core machine.
      testTimeout: 20_000,
    },
  },
);
