import DOMPurify from 'dompurify';
import { cmsHtmlWindow, setCmsHtmlWindow, type CmsHtmlWindow } from './cms-html-window';

// DOMPurify (~11 KiB gzip) lives here, and only `load-cms-html-sanitizer.ts` imports this module,
// with `import()`: a browser loads it when it fetches CMS HTML itself, never for a page the
// server rendered (that page's data arrives sanitised).

const purifiers = new WeakMap<object, ReturnType<typeof DOMPurify>>();

/** Resolves image sources during the one (synchronous) sanitize call that set it. */
let resolveImageSource: ((url: string) => string) | undefined;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

function purifierFor(window: CmsHtmlWindow) {
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = DOMPurify(window);
    // Links from the CMS that open a new tab must not hand the opener to the new page.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
        rel.add('noopener');
        if (node.getAttribute('target') === '_blank') rel.add('noreferrer');
        node.setAttribute('rel', [...rel].join(' '));
      }
      // The CMS writes its images' paths (`/content/images/…`): they belong to the content
      // service, wherever the page is served from.
      const source = node.tagName === 'IMG' ? node.getAttribute('src') : null;
      if (source && resolveImageSource) node.setAttribute('src', resolveImageSource(source));
    });
    purifiers.set(window, purifier);
  }
  return purifier;
}

/**
 * Sanitises HTML from the content service: scripts, event handlers, `javascript:` URLs, forms,
 * styles and the SVG/MathML tricks DOMPurify knows are removed; every link gets
 * `rel="noopener"` (and `noreferrer` when it opens a new tab).
 *
 * @example
 * sanitizeCmsHtml('<p onclick="steal()">Hi <a href="/view/about" target="_blank">About</a></p>', window);
 * // '<p>Hi <a href="/view/about" target="_blank" rel="noopener noreferrer">About</a></p>'
 */
export function sanitizeCmsHtml(
  html: string,
  window: CmsHtmlWindow,
  resolveUrl?: (url: string) => string,
): string {
  resolveImageSource = resolveUrl;
  try {
    return purifierFor(window).sanitize(html, CONFIG);
  } finally {
    resolveImageSource = undefined;
  }
}

/** jsdom, loaded from node_modules at run time on a server (never bundled for the browser). */
const JSDOM_MODULE = 'jsdom';
interface JsdomModule {
  JSDOM: new (html: string) => { window: object };
}

let jsdomWindow: Promise<CmsHtmlWindow> | undefined;

/**
 * The window to sanitise with: the global or registered one ({@link cmsHtmlWindow}); on a
 * server that registered none (a sitemap, a script), a jsdom window made once and registered,
 * so `CmsHtml` can resolve links with it when that server renders.
 *
 * @example
 * const clean = sanitizeCmsHtml(html, await sanitizerWindow());
 */
export async function sanitizerWindow(): Promise<CmsHtmlWindow> {
  const window = cmsHtmlWindow();
  if (window) return window;
  jsdomWindow ??= import(/* @vite-ignore */ JSDOM_MODULE).then(({ JSDOM }: JsdomModule) => {
    const created = new JSDOM('').window as unknown as CmsHtmlWindow;
    setCmsHtmlWindow(created);
    return created;
  });
  return jsdomWindow;
}
