import type { BlogPostSummary } from '@storefront/content';
import { useBlogPosts, usePage } from '@storefront/content/react';
import { useId } from 'react';
import { formatContentDate } from '../../../lib/i18n/format-content-date';
import { IMAGE_SIZES, slotSize } from '../../../lib/media/image-sizes';
import { ContentFailure, ContentLoading } from '../../content/content-state';
import { documentTitleOf, headingOf } from '../../content/page-titles';
import { useCmsMetaTags } from '../../content/use-cms-meta-tags';
import { useDocumentMeta } from '../../page-meta';
import { StoreLink } from '../../store-link';
import { useStoreVariant } from '../../storefront-context';
import { LazyNotFoundPage } from '../lazy-not-found-page';
import { useMessages } from '@storefront/ui-kit/i18n';
import { BLOG_NAMESPACE, blogMessageLoaders } from './blog-messages';

/** One post in the list: image (714 wide, lazy), title linking to the post, date, excerpt. */
function PostCard({ post }: { post: BlogPostSummary }) {
  const { t, language } = useMessages(BLOG_NAMESPACE, blogMessageLoaders);
  const titleId = useId();
  const size = slotSize(post.image, IMAGE_SIZES.intersected);
  const date = formatContentDate(post.publishedAt, language);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-brand border-border bg-surface grid overflow-hidden border md:grid-cols-[2fr_3fr]"
    >
      <img
        src={post.image.url}
        alt={post.image.alt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        className="bg-surface-muted h-auto w-full object-cover"
      />
      <div className="flex flex-col gap-3 p-6">
        <h3 id={titleId} className="font-brand-heading text-ink text-xl font-semibold">
          <StoreLink to={`/${post.path}`} className="underline-offset-4 hover:underline">
            {post.title}
          </StoreLink>
        </h3>
        {date && (
          <p className="text-ink-muted text-sm">
            <time dateTime={post.publishedAt}>{t('publishedOn', { date })}</time>
          </p>
        )}
        <p className="text-ink">{post.excerpt}</p>
        <StoreLink
          to={`/${post.path}`}
          aria-describedby={titleId}
          className="text-brand-primary mt-auto font-semibold underline-offset-4 hover:underline"
        >
          {t('readMore')}
        </StoreLink>
      </div>
    </article>
  );
}

/**
 * `/blog`: the blog's page of the content service (heading, description and meta tags) and
 * the list of its posts, newest first, each linking to `/blog/post/{slug}`. A store without a
 * blog shows the not-found page.
 *
 * @example
 * { path: '/blog', lazy: () => import('./blog-page') }
 */
export function BlogPage() {
  const page = usePage('blog');
  const posts = useBlogPosts();
  if (page.isPending) return <ContentLoading />;
  if (page.error) {
    return <ContentFailure asPage error={page.error} onRetry={() => void page.refetch()} />;
  }
  if (page.data === null) return <LazyNotFoundPage />;
  return (
    <BlogIndex
      title={page.data.title}
      description={page.data.description}
      metaTags={page.data.metaTags}
      posts={posts}
    />
  );
}

function BlogIndex({
  title,
  description,
  metaTags,
  posts,
}: {
  title: string;
  description: string;
  metaTags: Parameters<typeof useCmsMetaTags>[0];
  posts: ReturnType<typeof useBlogPosts>;
}) {
  const { t } = useMessages(BLOG_NAMESPACE, blogMessageLoaders);
  const { brandName } = useStoreVariant();
  const headingId = useId();
  const postsId = useId();
  useDocumentMeta(documentTitleOf(title, brandName), description);
  useCmsMetaTags(metaTags);
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-5xl px-4 py-12">
      <h1 id={headingId} className="font-brand-heading text-ink text-3xl md:text-4xl">
        {headingOf(title, brandName)}
      </h1>
      <p className="text-ink-muted mt-4 max-w-3xl text-lg">{description}</p>
      <h2 id={postsId} className="font-brand-heading text-ink mt-10 text-2xl">
        {t('postsHeading')}
      </h2>
      {posts.isPending ? (
        <ContentLoading className="flex min-h-48 items-center justify-center" />
      ) : posts.error ? (
        <div className="mt-6">
          <ContentFailure error={posts.error} onRetry={() => void posts.refetch()} />
        </div>
      ) : posts.data.length === 0 ? (
        <p className="text-ink-muted mt-6">{t('noPosts')}</p>
      ) : (
        <ul aria-labelledby={postsId} className="mt-6 flex flex-col gap-8">
          {posts.data.map((post) => (
            <li key={post.path}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
