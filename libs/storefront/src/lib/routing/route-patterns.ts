import { withPreservedQuery } from './preserve-query';
import { permanentRedirectFor } from './redirects';

/**
 * Whether a pathname matches a route pattern as the router reads it: literal segments, `:name`
 * for one non-empty segment, a final `*` for the rest. Trailing slashes are ignored.
 *
 * @example
 * matchesRoutePattern('/product/:slug', '/product/custom-mailer-box'); // true
 * matchesRoutePattern('/view/:slug', '/view/a/b'); // false
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index]!;
    if (segment === '*') return true;
    const actual = have[index];
    if (actual === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment !== actual) return false;
  }
  return want.length === have.length;
}

/** What {@link resolveStoreHref} needs to know about the running app. */
export interface StoreHrefContext {
  /** Path patterns of the routes the app composes, e.g. `/product/:slug`. */
  composedPaths: Iterable<string>;
  /** The current location's query string (`?linkID=…`). */
  currentSearch: string;
  /** Query parameters every in-app link keeps (showroom: `linkID`). */
  preservedQueryParams: readonly string[];
}

/** An href resolved for the running app. */
export type ResolvedStoreHref =
  { kind: 'external'; href: string } | { kind: 'internal'; href: string } | { kind: 'missing' };

/**
 * Whether an href leaves the storefront (an absolute URL, protocol-relative, `mailto:`, `tel:`).
 *
 * @example
 * isExternalHref('https://example.com'); // true
 */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Resolves a link from the content service (a menu item, a link in CMS HTML) for the running
 * app: other sites stay as they are; an in-app path follows the permanent redirects, keeps
 * the preserved query parameters, and is `missing` when the app composes no route for it (a
 * brand never links to a page it does not have). Fragment-only and query-only links stay.
 *
 * @example
 * resolveStoreHref('/view/about', { composedPaths: ['/'], currentSearch: '', preservedQueryParams: [] });
 * // { kind: 'missing' }
 */
export function resolveStoreHref(href: string, context: StoreHrefContext): ResolvedStoreHref {
  const trimmed = href.trim();
  if (isExternalHref(trimmed)) return { kind: 'external', href: trimmed };
  if (trimmed.startsWith('#') || trimmed.startsWith('?') || trimmed === '') {
    return { kind: 'internal', href: trimmed };
  }
  const absolute = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const target = permanentRedirectFor(absolute) ?? absolute;
  const pathname = target.replace(/[?#].*$/s, '') || '/';
  const composed = [...context.composedPaths].some((pattern) =>
    matchesRoutePattern(pattern, pathname),
  );
  if (!composed) return { kind: 'missing' };
  return {
    kind: 'internal',
    href: withPreservedQuery(target, context.currentSearch, context.preservedQueryParams),
  };
}
