import { Button, cn, Section, Skeleton } from '@storefront/ui-kit';
import { useCatalogFormat } from './use-catalog-format';
import { useReviews } from './use-reviews';

/**
 * Props of {@link ReviewWidget}.
 *
 * @example
 * const props: ReviewWidgetProps = { reviewsUrl: '/content/reviews/custom-gable-box' };
 */
export interface ReviewWidgetProps {
  /** The product's reviews URL from the content service. */
  reviewsUrl: string;
  /** How many reviews to list; all by default. */
  limit?: number;
  className?: string;
}

function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className="text-brand-primary tracking-widest">
      {'★'.repeat(filled)}
      <span className="text-ink-muted">{'☆'.repeat(5 - filled)}</span>
    </span>
  );
}

/**
 * The review widget: fetches the ratings summary and reviews from the product's reviews URL
 * and shows the average, the count and the reviews (newest first, each with its rating,
 * title, author and date). Shows a short message with a retry button when they cannot be
 * loaded.
 *
 * @example
 * {features.reviewWidget && reviewsUrl ? <ReviewWidget reviewsUrl={reviewsUrl} /> : null}
 */
export function ReviewWidget({ reviewsUrl, limit, className }: ReviewWidgetProps) {
  const { t, day } = useCatalogFormat();
  const reviews = useReviews(reviewsUrl);
  const summary = reviews.data;
  return (
    <Section
      heading={t('reviews.heading')}
      headingSemibold
      framed
      aria-busy={reviews.isPending || undefined}
      data-slot="review-widget"
      className={cn('flex flex-col gap-4', className)}
    >
      {summary ? (
        <>
          <p className="text-ink flex flex-wrap items-center gap-2">
            <Stars rating={summary.average} />
            <span className="font-semibold">
              {t('reviews.summary', { average: summary.average.toFixed(1) })}
            </span>
            <span className="text-ink-muted">{t('reviews.count', { count: summary.count })}</span>
          </p>
          <ul className="flex flex-col gap-4">
            {summary.reviews.slice(0, limit).map((review) => (
              <li key={`${review.author}-${review.date}`}>
                <article className="flex flex-col gap-1">
                  <h3 className="text-ink font-semibold">{review.title}</h3>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <Stars rating={review.rating} />
                    <span className="sr-only">
                      {t('reviews.rating', { rating: review.rating })}
                    </span>
                    <span className="text-ink-muted">
                      {review.author} ·{' '}
                      <time dateTime={review.date}>{day(`${review.date}T12:00:00`)}</time>
                    </span>
                  </p>
                  <p className="text-ink">{review.body}</p>
                </article>
              </li>
            ))}
          </ul>
        </>
      ) : reviews.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-ink-muted">
            {t('reviews.failed')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('reviews.loading')}</span>
          <Skeleton width="12rem" height="1.25rem" />
          <Skeleton height="4rem" />
        </div>
      )}
    </Section>
  );
}
