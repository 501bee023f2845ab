import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveStoreHref, type ResolvedStoreHref } from '../../lib/routing/route-patterns';
import { useComposedPaths, useStoreVariant } from '../storefront-context';

/**
 * Resolves links from the content service for the running app (see `resolveStoreHref`):
 * in-app paths follow the permanent redirects and keep the preserved query parameters
 * (showroom: `linkID`); a path the app composes no route for is `missing`.
 *
 * @example
 * const resolve = useResolveStoreHref();
 * resolve('/view/about'); // { kind: 'missing' } in the partner app
 */
export function useResolveStoreHref(): (href: string) => ResolvedStoreHref {
  const composedPaths = useComposedPaths();
  const { preservedQueryParams } = useStoreVariant();
  const { search } = useLocation();
  return useCallback(
    (href: string) =>
      resolveStoreHref(href, { composedPaths, currentSearch: search, preservedQueryParams }),
    [composedPaths, search, preservedQueryParams],
  );
}

/**
 * The `resolveLink` of CMS HTML for the running app: the resolved href, or `null` for a link
 * to a page the app does not have (its text stays, the link goes).
 *
 * @example
 * <CmsHtml html={html} resolveLink={useCmsLinkResolver()} />
 */
export function useCmsLinkResolver(): (href: string) => string | null {
  const resolve = useResolveStoreHref();
  return useCallback(
    (href: string) => {
      const resolved = resolve(href);
      return resolved.kind === 'missing' ? null : resolved.href;
    },
    [resolve],
  );
}
