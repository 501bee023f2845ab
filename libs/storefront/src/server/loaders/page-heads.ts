import type { PageKey } from '../../lib/variants/page-meta';
import { PAGE_META_NAMESPACE } from '../../lib/i18n/culture';
import { headingOf } from '../../react/content/page-titles';
import type { PageHead } from '../page-head';
import type { ServerLoadContext } from '../server-loader';
import type { Breadcrumb } from '../seo/json-ld';
import { translator } from '@storefront/ui-kit/i18n';

/** The page's path without its query: what its canonical link names. */
export function pathnameOf(request: Request): string {
  return new URL(request.url).pathname;
}

/**
 * The head of one of the 15 named pages: the brand's SEO copy (namespace `seo`), word for
 * word what `usePageMeta(pageKey)` sets in the browser.
 *
 * @example
 * seoHead(context, 'shopAllBoxes', '/shop-all-boxes');
 */
export function seoHead(
  { i18n, variant }: ServerLoadContext,
  pageKey: PageKey,
  canonicalPath: string,
): PageHead {
  return {
    title: translator(i18n, PAGE_META_NAMESPACE)(`${pageKey}.title`),
    description: translator(i18n, PAGE_META_NAMESPACE)(`${pageKey}.description`),
    canonicalPath,
    siteName: variant.brandName,
    ogType: 'website',
  };
}

/**
 * The not-found page's head ('We couldn't find the page. | BoxUp'), as `NotFoundPage` sets it;
 * the page answers 404 and is not indexed.
 *
 * @example
 * return notFoundHead(context, '/product/no-such-box');
 */
export function notFoundHead(
  { i18n, variant }: ServerLoadContext,
  canonicalPath: string,
): PageHead {
  return {
    title: `${translator(i18n, 'common')('notFound.title')} | ${variant.brandName}`,
    description: translator(i18n, 'common')('notFound.description'),
    canonicalPath,
    siteName: variant.brandName,
    notFound: true,
    noIndex: true,
  };
}

/** Whether the brand composes a route (by id). */
export function composes({ routes }: ServerLoadContext, routeId: string): boolean {
  return routes.some((route) => route.id === routeId);
}

/** The first step of every breadcrumb trail: the brand's home page. */
export function homeCrumb({ variant }: ServerLoadContext): Breadcrumb {
  return { name: variant.brandName, path: '/' };
}

/**
 * A step to one of the named pages, named by its SEO title without the brand
 * ('$1 Sample Boxes'), or nothing when the brand does not compose the route.
 */
export function seoCrumb(
  context: ServerLoadContext,
  routeId: string,
  pageKey: PageKey,
  path: string,
): Breadcrumb[] {
  if (!composes(context, routeId)) return [];
  const title = translator(context.i18n, PAGE_META_NAMESPACE)(`${pageKey}.title`);
  return [{ name: headingOf(title, context.variant.brandName), path }];
}

/**
 * The head of a page whose content could not be loaded on the server (the browser loads it
 * and sets its own title): the brand's name and intro, not indexed meanwhile.
 *
 * @example
 * if (details === undefined) return unavailableHead(context, pathname);
 */
export function unavailableHead(
  { variant, brandCopy }: ServerLoadContext,
  canonicalPath: string,
): PageHead {
  return {
    title: variant.brandName,
    description: brandCopy.homeIntro,
    canonicalPath,
    siteName: variant.brandName,
    noIndex: true,
  };
}
