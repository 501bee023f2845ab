import { contentPagePath, contentRouteFor, type ContentPage } from '@storefront/content';
import { contentQueryOptions } from '@storefront/content/react';
import { documentTitleOf, headingOf } from '../../react/content/page-titles';
import type { PageHead } from '../page-head';
import type { ServerLoadContext, ServerLoader } from '../server-loader';
import { breadcrumbJsonLd, type Breadcrumb } from '../seo/json-ld';
import { loadQuery, loadShell } from './load-query';
import { composes, homeCrumb, notFoundHead, pathnameOf, unavailableHead } from './page-heads';
import { translator } from '@storefront/ui-kit/i18n';

/** A blog post's content path (`blog/post/{slug}`), as `BlogPostPage` reads it. */
const POST_PATH = /^blog\/post\/[^/]+$/;

/** The blog's step in a trail, where the brand composes `/blog`. */
function blogCrumb(context: ServerLoadContext): Breadcrumb[] {
  return composes(context, 'blog')
    ? [{ name: translator(context.i18n, 'common')('footer.blog'), path: '/blog' }]
    : [];
}

/** A content page's head: the CMS title with the brand, its description, its trail. */
function contentHead(
  context: ServerLoadContext,
  page: ContentPage,
  canonicalPath: string,
  trail: readonly Breadcrumb[],
  ogType: PageHead['ogType'] = 'website',
): PageHead {
  const { variant, origin } = context;
  return {
    title: documentTitleOf(page.title, variant.brandName),
    description: page.description,
    canonicalPath,
    siteName: variant.brandName,
    ogType,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        homeCrumb(context),
        ...trail,
        { name: headingOf(page.title, variant.brandName), path: canonicalPath },
      ]),
    ],
  };
}

/**
 * The content page at `path` (`null`: an address that is none) with the shell; its head, the
 * not-found head for a page the store does not have, or the unavailable head when the
 * service failed.
 */
async function loadContentPage(
  context: ServerLoadContext,
  path: string | null,
  canonicalPath: string,
  headOf: (page: ContentPage) => PageHead,
): Promise<PageHead> {
  const [page] = await Promise.all([
    path === null
      ? null
      : loadQuery(context.queryClient, contentQueryOptions.page(context.contentClient, path)),
    loadShell(context),
  ]);
  if (page === null) return notFoundHead(context, canonicalPath);
  if (page === undefined) return unavailableHead(context, canonicalPath);
  return headOf(page);
}

/**
 * `/view/:slug`, `/policy/:slug`, `/faq/:slug`, `/product-collection/:slug`: the page of the
 * content service at that path, as `ContentPage` reads it.
 */
export const contentPageLoader: ServerLoader = ({ request, context }) => {
  const pathname = pathnameOf(request);
  return loadContentPage(context, contentRouteFor(pathname)?.path ?? null, pathname, (page) =>
    contentHead(context, page, pathname, []),
  );
};

/** `/blog`: the blog's page and its posts. */
export const blogLoader: ServerLoader = async ({ request, context }) => {
  const pathname = pathnameOf(request);
  const [head, posts] = await Promise.all([
    loadContentPage(context, 'blog', pathname, (page) => contentHead(context, page, pathname, [])),
    loadQuery(context.queryClient, contentQueryOptions.blogPosts(context.contentClient)),
  ]);
  const image = posts?.[0]?.image.url;
  return image && !head.notFound && !head.noIndex
    ? { ...head, image: new URL(image, context.origin).href }
    : head;
};

/** `/blog/post/:slug`: one post, with the blog in its trail. */
export const blogPostLoader: ServerLoader = ({ request, context }) => {
  const pathname = pathnameOf(request);
  const path = contentPagePath(pathname);
  return loadContentPage(context, POST_PATH.test(path) ? path : null, pathname, (page) =>
    contentHead(context, page, pathname, blogCrumb(context), 'article'),
  );
};
