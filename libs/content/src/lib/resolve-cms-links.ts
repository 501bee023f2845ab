import { cmsHtmlWindow } from './cms-html-window';

/**
 * Rewrites the href of a link in CMS HTML: the new href, or `null` to drop the link and keep
 * its text (a link to a page the app does not have).
 *
 * @example
 * const keepLinkId: ResolveCmsLink = (href) => `${href}?linkID=SR-1`;
 */
export type ResolveCmsLink = (href: string) => string | null;

/** An anchor start tag as an HTML serialiser writes it (`<a href…>`, `<a>`). */
const ANCHOR = /<a[\s/>]/i;

/**
 * Rewrites every link of sanitised CMS HTML with `resolveLink` (or drops it, keeping its
 * text). The HTML is parsed into an inert `<template>` of the runtime's DOM window (the
 * browser's, or the one a server registered with `setCmsHtmlWindow`), so nothing in it loads
 * or runs, and serialised again; HTML without links is returned as it is.
 *
 * @example
 * resolveCmsLinks('<a href="/view/about" rel="noopener">About</a>', (href) => `${href}?linkID=1`);
 * // '<a href="/view/about?linkID=1" rel="noopener">About</a>'
 */
export function resolveCmsLinks(html: string, resolveLink: ResolveCmsLink): string {
  if (!ANCHOR.test(html)) return html;
  const document = cmsHtmlWindow()?.document;
  if (!document) {
    throw new Error(
      'CmsHtml needs a DOM window to resolve links: call setCmsHtmlWindow on a server',
    );
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const anchor of Array.from(template.content.querySelectorAll('a[href]'))) {
    const next = resolveLink(anchor.getAttribute('href') ?? '');
    if (next === null) anchor.replaceWith(...Array.from(anchor.childNodes));
    else anchor.setAttribute('href', next);
  }
  return template.innerHTML;
}
