import { defineLibraryConfig } from '../../tools/vite/library.ts';

export default defineLibraryConfig({ root: import.meta.dirname, environment: 'jsdom' });
