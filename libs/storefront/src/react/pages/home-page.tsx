import type { LandingSection } from '@storefront/content';
import { useLandingScreen } from '@storefront/content/react';
import { LinkButton } from '@storefront/ui-kit';
import { useId } from 'react';
import { IMAGE_SIZES } from '../../lib/media/image-sizes';
import { ContentCard } from '../content/content-card';
import { ContentFailure } from '../content/content-state';
import { HeroCarousel, HeroCarouselPlaceholder } from '../content/hero-carousel';
import { CmsContent } from '../content/cms-content';
import { useDocumentMeta } from '../page-meta';
import { StoreLink } from '../store-link';
import { useHasRoute, useStoreVariant } from '../storefront-context';
import { cn } from '@storefront/ui-kit';
import { SHELL_CONTAINER } from '../shell/shell-container';
import { useMessages } from '@storefront/ui-kit/i18n';
import { BRAND_COPY_NAMESPACE } from '../../lib/i18n/culture';

/** The brand's two calls to action, to routes the app composes only. */
function useHomeActions(): { primary: string | null; secondary: string | null } {
  const variant = useStoreVariant();
  const hasShopAll = useHasRoute('/shop-all-boxes');
  const hasSamples = useHasRoute('/shop-all-sample-boxes') && variant.features.sampleOrderButton;
  const hasTemplateMaker = useHasRoute('/template-maker');
  const has = (path: string) =>
    path === '/shop-all-boxes'
      ? hasShopAll
      : path === '/template-maker'
        ? hasTemplateMaker
        : hasSamples;
  // The design-only brand leads with the template maker, the stores with their boxes.
  const primary = variant.id === 'partner' ? '/template-maker' : '/shop-all-boxes';
  const secondary =
    variant.id === 'partner'
      ? '/shop-all-boxes'
      : hasSamples
        ? '/shop-all-sample-boxes'
        : '/template-maker';
  return { primary: has(primary) ? primary : null, secondary: has(secondary) ? secondary : null };
}

/** One section of the landing screen: title, CMS text and its cards in a scrollable row. */
function LandingSectionView({ section }: { section: LandingSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(SHELL_CONTAINER, 'py-10')}>
      <h2 id={headingId} className="font-brand-heading text-ink text-2xl">
        {section.title}
      </h2>
      <CmsContent html={section.bodyHtml} className="text-ink-muted prose mt-3 max-w-3xl" />
      {section.cards.length > 0 && (
        // Scrolls sideways; every card's SELECT link is focusable, so keyboards reach it all.
        <div className="mt-6 overflow-x-auto pb-4">
          <ul className="flex snap-x snap-mandatory gap-4">
            {section.cards.map((card) => (
              <li key={card.id} className="w-64 shrink-0 snap-start md:w-72">
                <ContentCard card={card} slotWidth={IMAGE_SIZES.carouselTile} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * The brand's home page, from the content service's landing screen: the heading and intro,
 * the carousel image (1500 wide, aspect 0.75 on phones and 2.5 from 600 px, loaded first with
 * high priority), the brand's calls to action and the landing sections with their cards
 * (500-wide carousel tiles, loaded lazily). Until the landing screen arrives — or when it
 * cannot be loaded — the brand's own copy stands in.
 *
 * @example
 * <Route index element={<HomePage />} />
 */
export function HomePage() {
  const variant = useStoreVariant();
  const { t } = useMessages(BRAND_COPY_NAMESPACE, variant.texts.copy);
  const { primary, secondary } = useHomeActions();
  const { data: landing, error, refetch } = useLandingScreen();
  useDocumentMeta(`${variant.brandName} | ${t('tagline')}`, t('homeIntro'));

  return (
    <>
      <section aria-labelledby="home-heading" className="bg-surface-muted">
        <div className={cn(SHELL_CONTAINER, 'grid gap-8 py-12 md:py-16')}>
          <div>
            <p className="text-brand-primary text-sm font-semibold tracking-wide uppercase">
              {t('tagline')}
            </p>
            <h1
              id="home-heading"
              className="font-brand-heading text-ink mt-3 max-w-3xl text-4xl md:text-5xl"
            >
              {landing?.heading ?? t('homeHeading')}
            </h1>
            {landing ? (
              <CmsContent
                html={landing.introHtml}
                className="text-ink-muted mt-5 max-w-2xl text-lg"
              />
            ) : (
              <p className="text-ink-muted mt-5 max-w-2xl text-lg">{t('homeIntro')}</p>
            )}
            <div className="mt-8 flex flex-wrap gap-3">
              {primary && (
                <LinkButton as={StoreLink} to={primary} size="lg">
                  {t('homePrimaryAction')}
                </LinkButton>
              )}
              {secondary && (
                <LinkButton as={StoreLink} to={secondary} size="lg" variant="secondary">
                  {t('homeSecondaryAction')}
                </LinkButton>
              )}
            </div>
          </div>
          {landing ? (
            <HeroCarousel image={landing.hero} />
          ) : error ? null : (
            <HeroCarouselPlaceholder />
          )}
        </div>
      </section>
      {error && !landing ? (
        <div className={cn(SHELL_CONTAINER, 'py-8')}>
          <ContentFailure error={error} onRetry={() => void refetch()} />
        </div>
      ) : null}
      {landing?.sections.map((section) => (
        <LandingSectionView key={section.title} section={section} />
      ))}
    </>
  );
}
