import { join } from 'node:path';
import { mergeConfig } from 'vitest/config';
import { defineLibraryConfig } from '../../tools/vite/library.ts';

// Besides `.` and `./react`, the package has a DOM-free `./guard` entry (the sensitive-data
// rules alone, which the sandbox's sink imports); mergeConfig adds it to the library entries.
export default mergeConfig(
  defineLibraryConfig({ root: import.meta.dirname, environment: 'jsdom' }),
  { build: { lib: { entry: { guard: join(import.meta.dirname, 'src/guard.ts') } } } },
);
