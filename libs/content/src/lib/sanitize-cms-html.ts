import DOMPurify, { type WindowLike } from 'dompurify';

export interface SanitizeCmsHtmlOptions {
  /** The window whose DOM parses the HTML; defaults to the global one (browser, jsdom). */
  window?: WindowLike;
}

const purifiers = new WeakMap<object, ReturnType<typeof DOMPurify>>();

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
 * `rel="noopener"` (and `noreferrer` when it opens a new tab).
 *
 * @example
 * sanitizeCmsHtml('<p onclick="steal()">Hi <a href="/view/about" target="_blank">About</a></p>');
 * // '<p>Hi <a href="/view/about" target="_blank" rel="noopener noreferrer">About</a></p>'
 */
export function sanitizeCmsHtml(html: string, options: SanitizeCmsHtmlOptions = {}): string {
  const window = options.window ?? (globalThis.window as WindowLike | undefined);
  if (!window)
    throw new Error('sanitizeCmsHtml needs a DOM window: pass options.window on a server');
  return purifierFor(window).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
