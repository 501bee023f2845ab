import type { RenderableMetaTag } from '@storefront/content';
import { useEffect } from 'react';

/** Attributes a CMS meta tag may set: descriptive ones only, never a redirect or a script. */
const META_ATTRIBUTES = new Set(['name', 'property', 'content', 'itemprop', 'lang']);
const LINK_ATTRIBUTES = new Set(['rel', 'href', 'hreflang', 'title']);
/** `rel` values of a CMS link tag that describe the page and load nothing. */
const LINK_RELS = new Set(['canonical', 'alternate']);
/** The description is set by the page itself (`useDocumentMeta`), from the same text. */
const OWNED_BY_PAGE = new Set(['description']);

/** Marks the head elements a content page added, so it can take them away again. */
const MARKER = 'data-cms-meta';

function isSafeHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || href.startsWith('/');
}

/**
 * The head element a CMS meta tag becomes, or `null` when it is not one the storefront lets
 * the CMS set: only `<meta>` with descriptive attributes (no `http-equiv`, no `charset`) and
 * `<link rel="canonical|alternate">` with an http(s) or site-relative `href`.
 *
 * @example
 * headElementOf({ tag: 'meta', attributes: { property: 'og:title', content: 'About' } });
 * // <meta property="og:title" content="About">
 */
export function headElementOf(tag: RenderableMetaTag, doc: Document = document): Element | null {
  const name = tag.tag.trim().toLowerCase();
  const entries = Object.entries(tag.attributes).map(
    ([key, value]) => [key.trim().toLowerCase(), value] as const,
  );
  if (name === 'meta') {
    if (entries.some(([key]) => !META_ATTRIBUTES.has(key))) return null;
    const metaName = tag.attributes['name']?.toLowerCase();
    if (metaName !== undefined && OWNED_BY_PAGE.has(metaName)) return null;
  } else if (name === 'link') {
    if (entries.some(([key]) => !LINK_ATTRIBUTES.has(key))) return null;
    const rel = tag.attributes['rel']?.toLowerCase() ?? '';
    const href = tag.attributes['href'] ?? '';
    if (!LINK_RELS.has(rel) || !isSafeHref(href)) return null;
  } else {
    return null;
  }
  const element = doc.createElement(name);
  for (const [key, value] of entries) element.setAttribute(key, value);
  element.setAttribute(MARKER, '');
  return element;
}

/**
 * Puts a content page's meta tags (already filtered by the spec's rule: a tag and attributes,
 * no content) into the document head while the page is shown, and removes them when it goes.
 * Only descriptive `<meta>` and canonical/alternate `<link>` tags are written.
 *
 * @example
 * useCmsMetaTags(page?.metaTags ?? []);
 */
export function useCmsMetaTags(tags: readonly RenderableMetaTag[]): void {
  useEffect(() => {
    const elements = tags
      .map((tag) => headElementOf(tag))
      .filter((element): element is Element => element !== null);
    document.head.append(...elements);
    return () => {
      for (const element of elements) element.remove();
    };
  }, [tags]);
}
