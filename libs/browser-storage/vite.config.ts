// The shared library config lives in workspace tooling, which belongs to no Nx project.
import { defineLibraryConfig } from '../../tools/vite/library.ts';

export default defineLibraryConfig({ root: import.meta.dirname, environment: 'jsdom' });
