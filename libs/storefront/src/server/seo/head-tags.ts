import type { PageHead } from '../page-head';
import { absoluteUrl } from './json-ld';

/** Text or an attribute value, escaped for HTML (`&`, `<`, `>`, both quotes). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and the line separators JavaScript
 * parsers once choked on) escaped as `\u…`, so no string in it can close the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/**
 * The page's head tags as HTML, every value escaped: `<title>`, the meta description, the
 * canonical link on `origin`, Open Graph (title, description, type, url, image, site name)
 * and Twitter card tags, `robots: noindex` when the page asks for it, and one
 * `<script type="application/ld+json">` per JSON-LD block.
 *
 * @example
 * renderHeadTags({ title: 'Shop All Custom Boxes | BoxUp', description: '…', canonicalPath: '/shop-all-boxes' }, 'https://boxup.example');
 * // '<title>Shop All Custom Boxes | BoxUp</title>\n<meta name="description" …'
 */
export function renderHeadTags(head: PageHead, origin: string): string {
  const { siteName } = head;
  const url = absoluteUrl(head.canonicalPath, origin);
  const image = head.image === undefined ? undefined : absoluteUrl(head.image, origin);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noIndex || head.notFound ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:url', url),
    ...(image === undefined ? [] : [meta('property', 'og:image', image)]),
    ...(siteName === undefined ? [] : [meta('property', 'og:site_name', siteName)]),
    meta('name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image === undefined ? [] : [meta('name', 'twitter:image', image)]),
    ...(head.jsonLd ?? []).map(
      (block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`,
    ),
  ];
  return tags.join('\n');
}
