import DOMPurify, { type WindowLike } from 'dompurify';

export interface SanitizeCmsHtmlOptions {
  /** The window whose DOM parses the HTML; defaults to the global one (browser, jsdom). */
  window?: WindowLike;
  /**
   * Rewrites each link's `href` after sanitising (an app adds its kept query parameters, follows
   * its redirects): return the new href, or `null` to drop the link and keep its text (a link to
   * a page the app does not have). Links whose href DOMPurify removed are not passed.
   */
  resolveLink?: (href: string) => string | null;
}

const purifiers = new WeakMap<object, ReturnType<typeof DOMPurify>>();

/** The window a server registered for pages it renders (it has no global one). */
let serverWindow: WindowLike | undefined;

/**
 * Registers the DOM window that parses CMS HTML where there is no global `window` (a server
 * rendering pages: pass a jsdom window once at start-up). The browser never needs it.
 *
 * @example
 * setCmsHtmlWindow(new JSDOM('').window);
 */
export function setCmsHtmlWindow(window: WindowLike): void {
  serverWindow = window;
}

function purifierFor(window: WindowLike) {
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
    });
    purifiers.set(window, purifier);
  }
  return purifier;
}

/**
 * Sanitises HTML from the content service before it is rendered: scripts, event handlers,
 * `javascript:` URLs, and the SVG/MathML tricks DOMPurify knows are removed; every link gets
 * `rel="noopener"` (and `noreferrer` when it opens a new tab). With `resolveLink`, every
 * link's href is rewritten (or the link dropped, its text kept) after sanitising.
 *
 * @example
 * sanitizeCmsHtml('<p onclick="steal()">Hi <a href="/view/about" target="_blank">About</a></p>');
 * // '<p>Hi <a href="/view/about" target="_blank" rel="noopener noreferrer">About</a></p>'
 */
export function sanitizeCmsHtml(html: string, options: SanitizeCmsHtmlOptions = {}): string {
  const window = options.window ?? (globalThis.window as WindowLike | undefined) ?? serverWindow;
  if (!window) {
    throw new Error(
      'sanitizeCmsHtml needs a DOM window: pass options.window or call setCmsHtmlWindow on a server',
    );
  }
  const config = {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  };
  const purifier = purifierFor(window);
  const { resolveLink } = options;
  if (!resolveLink) return purifier.sanitize(html, config);
  // The sanitised tree, links rewritten in place, then serialised: nothing is parsed twice.
  const body = purifier.sanitize(html, { ...config, RETURN_DOM: true }) as Element;
  for (const anchor of Array.from(body.querySelectorAll('a[href]'))) {
    const next = resolveLink(anchor.getAttribute('href') ?? '');
    if (next === null) anchor.replaceWith(...Array.from(anchor.childNodes));
    else anchor.setAttribute('href', next);
  }
  return body.innerHTML;
}
