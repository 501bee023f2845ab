/**
 * A meta tag of the content service's SEO data (spec: tag, content, attributes).
 *
 * @example
 * const tag: MetaTag = {
 *   tag: 'meta',
 *   content: null,
 *   attributes: { property: 'og:title', content: 'Custom mailer boxes' },
 * };
 */
export interface MetaTag {
  tag?: string | null;
  content?: string | null;
  attributes?: Readonly<Record<string, string>> | null;
}

/**
 * A meta tag that passed {@link filterMetaTags}: it has a tag name and attributes.
 *
 * @example
 * const kept: RenderableMetaTag = { tag: 'link', attributes: { rel: 'canonical', href: '/' } };
 */
export interface RenderableMetaTag {
  tag: string;
  content?: string | null;
  attributes: Readonly<Record<string, string>>;
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isRenderable(tag: MetaTag | null | undefined): boolean {
  if (tag === null || typeof tag !== 'object') return false;
  const { attributes } = tag;
  return (
    hasText(tag.tag) &&
    typeof attributes === 'object' &&
    attributes !== null &&
    !Array.isArray(attributes) &&
    Object.keys(attributes).length > 0 &&
    !hasText(tag.content)
  );
}

/**
 * Keeps only the meta tags that have a tag name and attributes but no content (spec). Such
 * tags (`<meta property="og:…">`, `<link rel="canonical">`) are rendered from their attributes;
 * tags with content (the `<title>`) are rendered separately by the page. A blank tag name, an
 * empty attribute object and blank content count as missing. Order is kept; `null` entries and
 * a missing list are tolerated.
 *
 * @example
 * filterMetaTags([
 *   { tag: 'title', content: 'Mailer boxes', attributes: null },
 *   { tag: 'meta', content: null, attributes: { name: 'description', content: 'Boxes' } },
 * ]);
 * // [{ tag: 'meta', content: null, attributes: { name: 'description', content: 'Boxes' } }]
 */
export function filterMetaTags(
  tags: readonly (MetaTag | null | undefined)[] | null | undefined,
): RenderableMetaTag[] {
  if (!Array.isArray(tags)) return [];
  return tags.filter(isRenderable) as RenderableMetaTag[];
}
