import type { WindowLike } from 'dompurify';

// The DOM that CMS HTML is parsed with, apart from DOMPurify: the data layer sanitises with it
// (sanitize-cms-html.ts, loaded on demand) and `CmsHtml` rewrites links with it at render time,
// so this module stays small enough for every first load.

/**
 * A DOM window that parses CMS HTML: the browser's, or a jsdom window on a server.
 *
 * @example
 * const domWindow: CmsHtmlWindow = new JSDOM('').window as unknown as CmsHtmlWindow;
 */
export type CmsHtmlWindow = WindowLike;

/** The window a server registered (it has no global one). */
let registeredWindow: CmsHtmlWindow | undefined;

/**
 * Registers the DOM window that parses CMS HTML where there is no global `window` (a server
 * rendering pages: pass a jsdom window once at start-up). The browser never needs it; a server
 * that registers none gets a jsdom window the first time an operation reads CMS HTML.
 *
 * @example
 * setCmsHtmlWindow(new JSDOM('').window);
 */
export function setCmsHtmlWindow(window: CmsHtmlWindow): void {
  registeredWindow = window;
}

/**
 * The window CMS HTML is parsed with: the global one (browser, jsdom tests), else the one a
 * server registered, else `undefined`.
 *
 * @example
 * const template = cmsHtmlWindow()?.document?.createElement('template');
 */
export function cmsHtmlWindow(): CmsHtmlWindow | undefined {
  return (globalThis.window as CmsHtmlWindow | undefined) ?? registeredWindow;
}
