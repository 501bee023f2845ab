import { contentPagePath, type ContentPage } from '@storefront/content';
import { useLocation } from 'react-router-dom';
import { formatContentDate } from '../../../lib/i18n/format-content-date';
import { StoreLink } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { ContentPageAt } from './content-page';
import { useMessages } from '@storefront/ui-kit/i18n';
import { BLOG_NAMESPACE, blogMessageLoaders } from './blog-messages';

const POST_PATH = /^blog\/post\/[^/]+$/;

/** The content path of a blog post address (`/blog/post/{slug}/`), or `null`. */
function postPathOf(pathname: string): string | null {
  const path = contentPagePath(pathname);
  return POST_PATH.test(path) ? path : null;
}

/** The post's date line and, where the app has the blog, the way back to it. */
function PostLead({ page }: { page: ContentPage }) {
  const { t, language } = useMessages(BLOG_NAMESPACE, blogMessageLoaders);
  const hasBlog = useHasRoute('/blog');
  const date = formatContentDate(page.updatedAt, language);
  return (
    <p className="text-ink-muted flex flex-wrap gap-x-4 text-sm">
      {date && <span>{t('updatedOn', { date })}</span>}
      {hasBlog && (
        <StoreLink to="/blog" className="text-brand-primary underline-offset-4 hover:underline">
          {t('backToBlog')}
        </StoreLink>
      )}
    </p>
  );
}

/**
 * `/blog/post/:slug`: one post of the blog from the content service, with the date it was
 * last updated and a link back to the blog; an unknown post shows the not-found page.
 *
 * @example
 * { path: '/blog/post/:slug', lazy: () => import('./blog-post-page') }
 */
export function BlogPostPage() {
  const { pathname } = useLocation();
  return <ContentPageAt path={postPathOf(pathname)} leadOf={(page) => <PostLead page={page} />} />;
}
