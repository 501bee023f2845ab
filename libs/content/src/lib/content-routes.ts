/**
 * The path prefixes of content pages (spec: policy, product-collection, product, view, faq).
 *
 * @example
 * CONTENT_PATH_PREFIXES.includes('view'); // true
 */
export const CONTENT_PATH_PREFIXES = [
  'policy',
  'product-collection',
  'product',
  'view',
  'faq',
] as const;

/**
 * One content path prefix.
 *
 * @example
 * const prefix: ContentPathPrefix = 'policy';
 */
export type ContentPathPrefix = (typeof CONTENT_PATH_PREFIXES)[number];

/**
 * A content page a path points to: its prefix, its slug (the rest of the path, decoded,
 * possibly with more than one segment) and the normalised, encoded path.
 *
 * @example
 * const route: ContentRoute = { prefix: 'view', slug: 'about', path: '/view/about' };
 */
export interface ContentRoute {
  readonly prefix: ContentPathPrefix;
  readonly slug: string;
  readonly path: string;
}

const PREFIXES: ReadonlySet<string> = new Set(CONTENT_PATH_PREFIXES);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The content page a path or URL points to, or `null` when it is not a content page. The
 * first segment must be a content prefix exactly (lower case) and a slug must follow; query
 * string, hash, the origin of an absolute URL, repeated and trailing slashes are ignored;
 * segments are URL-decoded; `..` segments are resolved as a browser would, and an encoded
 * slash inside a segment is refused.
 *
 * @example
 * contentRouteFor('/view/about'); // { prefix: 'view', slug: 'about', path: '/view/about' }
 * contentRouteFor('/product/custom-mailer-box?quantity=1')?.slug; // 'custom-mailer-box'
 * contentRouteFor('/cart'); // null
 */
export function contentRouteFor(path: string): ContentRoute | null {
  const trimmed = path.trim();
  // A leading "//" is read as repeated slashes of a path, not as a protocol-relative URL.
  const input = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `/${trimmed.replace(/^\/+/, '')}`;
  let pathname: string;
  try {
    pathname = new URL(input, 'https://storefront.invalid').pathname;
  } catch {
    return null;
  }
  const rawSegments = pathname.split('/').filter((segment) => segment !== '');
  const [prefix, ...rest] = rawSegments;
  if (prefix === undefined || !PREFIXES.has(prefix) || rest.length === 0) return null;
  const segments: string[] = [];
  for (const raw of rest) {
    const segment = decodeSegment(raw);
    if (segment === null || segment === '.' || segment === '..' || segment.includes('/')) {
      return null;
    }
    segments.push(segment);
  }
  const slug = segments.join('/');
  const normalised = `/${prefix}/${segments.map(encodeURIComponent).join('/')}`;
  return { prefix: prefix as ContentPathPrefix, slug, path: normalised };
}
