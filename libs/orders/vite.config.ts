import { mergeConfig } from 'vitest/config';
import { defineLibraryConfig } from '../../tools/vite/library.ts';

export default mergeConfig(
  defineLibraryConfig({ root: import.meta.dirname, environment: 'jsdom' }),
  {
    test: {
      // Sandbox-backed tests open PGlite and place orders; story runs check axe. Both come close
      // to the defaults on a busy two-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
);
