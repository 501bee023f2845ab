import { useSampleBoxes } from '@storefront/content/react';
import { useId } from 'react';
import { IMAGE_SIZES } from '../../../lib/media/image-sizes';
import { ContentCard, gridCardLoading } from '../../content/content-card';
import { ContentFailure, ContentLoading } from '../../content/content-state';
import { usePageMeta } from '../../page-meta';
import { LazyNotFoundPage } from '../lazy-not-found-page';
import { cn } from '@storefront/ui-kit';
import { SHELL_CONTAINER } from '../../shell/shell-container';
import { useMessages } from '@storefront/ui-kit/i18n';
import { SAMPLE_BOXES_NAMESPACE, sampleBoxesMessageLoaders } from './sample-boxes-messages';

/**
 * `/shop-all-sample-boxes`: the section '$1 Sample Boxes' with its six cards, each with a
 * SELECT button to its sample page, and the rule that a customer may have up to three $1
 * samples (the number comes from the content service). A store without samples shows the
 * not-found page. Title and description are the brand's SEO copy.
 *
 * @example
 * { path: '/shop-all-sample-boxes', lazy: () => import('./shop-all-sample-boxes-page') }
 */
export function ShopAllSampleBoxesPage() {
  const { t, has } = useMessages(SAMPLE_BOXES_NAMESPACE, sampleBoxesMessageLoaders);
  usePageMeta('shopAllSampleBoxes');
  const headingId = useId();
  const { data: samples, isPending, error, refetch } = useSampleBoxes();

  if (isPending) return <ContentLoading />;
  if (error) return <ContentFailure asPage error={error} onRetry={() => void refetch()} />;
  if (samples === null) return <LazyNotFoundPage />;

  const limit = samples.maxSamplesPerCustomer;
  const count = has(`numberWords.${limit}`) ? t(`numberWords.${limit}`) : String(limit);

  return (
    <section aria-labelledby={headingId} className={cn(SHELL_CONTAINER, 'py-12')}>
      <h1 id={headingId} className="font-brand-heading text-ink text-3xl md:text-4xl">
        {samples.title}
      </h1>
      <p className="text-ink-muted mt-4 max-w-3xl text-lg">{t('intro')}</p>
      <p className="rounded-brand bg-surface-muted text-ink mt-4 max-w-3xl p-4 font-semibold">
        {t('limit', { limit: count })}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {samples.cards.map((card, index) => (
          <li key={card.id}>
            <ContentCard
              card={card}
              slotWidth={IMAGE_SIZES.overviewTile}
              headingLevel={2}
              loading={gridCardLoading(index)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
