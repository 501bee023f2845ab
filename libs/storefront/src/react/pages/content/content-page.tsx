import { contentRouteFor, type ContentPage as ContentPageData } from '@storefront/content';
import { ContentPageView, usePage, useSubmitContentForm } from '@storefront/content/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentFailure, ContentLoading } from '../../content/content-state';
import { headingOf, documentTitleOf } from '../../content/page-titles';
import { useCmsMetaTags } from '../../content/use-cms-meta-tags';
import { CmsLinkArea } from '../../content/cms-content';
import { useCmsLinkResolver } from '../../routing/use-store-href';
import { useDocumentMeta } from '../../page-meta';
import { useStoreVariant } from '../../storefront-context';
import { LazyNotFoundPage } from '../lazy-not-found-page';

/**
 * One content page of the service in the app: the document title (the CMS title with the
 * brand), description and the CMS meta tags that pass the spec's rule; the heading without
 * the brand suffix; the sanitised body, whose app links navigate inside the app; and the
 * page's form (contact, custom structure request, customer story application), sent to the
 * content service.
 *
 * @example
 * <ContentPageScreen page={page} />
 */
export function ContentPageScreen({ page, lead }: { page: ContentPageData; lead?: ReactNode }) {
  const { brandName } = useStoreVariant();
  const submit = useSubmitContentForm();
  const resolveLink = useCmsLinkResolver();
  useDocumentMeta(documentTitleOf(page.title, brandName), page.description);
  useCmsMetaTags(page.metaTags);
  return (
    <CmsLinkArea className="mx-auto max-w-3xl px-4 py-12">
      <ContentPageView
        page={page}
        heading={headingOf(page.title, brandName)}
        lead={lead}
        resolveLink={resolveLink}
        onSubmitForm={(values, form) => submit.mutateAsync({ formId: form.id, values })}
      />
    </CmsLinkArea>
  );
}

/**
 * The page at `path` of the content service, with its loading state, its failure state (the
 * ECX001 message and Try again) and the not-found page for a path the store does not have.
 *
 * @example
 * <ContentPageAt path="view/about" />
 */
export function ContentPageAt({
  path,
  leadOf,
}: {
  path: string | null;
  /** What to show between the heading and the body of the page (a date line). */
  leadOf?: (page: ContentPageData) => ReactNode;
}) {
  const {
    data: page,
    isPending,
    error,
    refetch,
  } = usePage(path ?? '', {
    enabled: path !== null,
  });
  if (path === null) return <LazyNotFoundPage />;
  if (isPending) return <ContentLoading />;
  if (error) return <ContentFailure asPage error={error} onRetry={() => void refetch()} />;
  if (page === null) return <LazyNotFoundPage />;
  return <ContentPageScreen page={page} lead={leadOf?.(page)} />;
}

/**
 * The content pages under `/view/`, `/policy/`, `/product-collection/` and `/faq/` (about,
 * contact, custom structure request, customer story application, artwork guidelines, FAQ,
 * current promotions, designer help, reviews, the blog page, the policies, collections):
 * read from the content service by their path; an unknown slug shows the not-found page.
 *
 * @example
 * { path: '/view/:slug', lazy: () => import('./content-page') }
 */
export function ContentPage() {
  const { pathname } = useLocation();
  return <ContentPageAt path={contentRouteFor(pathname)?.path ?? null} />;
}
