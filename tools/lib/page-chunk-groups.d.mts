// Types of tools/lib/page-chunk-groups.mjs for the TypeScript that imports it
// (tools/vite/brand-app.ts).

/** The chunk of the entry's modules and of the modules every landing page has. */
export const ENTRY_CHUNK: string;
/** A file all the landing pages but one share, smaller than this (bytes), joins the entry's chunk. */
export const SMALL_SHARED_FILE_BYTES: number;

/** A page module's chunk name: its file name without the extension. */
export function pageChunkName(module: string): string;
