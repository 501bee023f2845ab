import { BoxStyleList } from '@storefront/catalog/react';
import { LinkButton } from '@storefront/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../page-meta';
import { StoreLink } from '../store-link';
import { useHasRoute, useStoreVariant } from '../storefront-context';

/**
 * The brand's home page: hero with the brand's copy, its selling points and the box styles.
 * Actions link only to routes the app composes.
 *
 * @example
 * <Route index element={<HomePage />} />
 */
export function HomePage() {
  const { t } = useTranslation('brand');
  const common = useTranslation('common').t;
  const variant = useStoreVariant();
  const hasShopAll = useHasRoute('/shop-all-boxes');
  const hasSamples = useHasRoute('/shop-all-sample-boxes') && variant.features.sampleOrderButton;
  const hasTemplateMaker = useHasRoute('/template-maker');
  const highlights = t('highlights', { returnObjects: true }) as string[];
  useDocumentMeta(`${variant.brandName} | ${t('tagline')}`, t('homeIntro'));

  // The design-only brand leads with the template maker, the stores with their boxes.
  const primary = variant.id === 'partner' ? '/template-maker' : '/shop-all-boxes';
  const secondary =
    variant.id === 'partner'
      ? '/shop-all-boxes'
      : hasSamples
        ? '/shop-all-sample-boxes'
        : '/template-maker';
  const hasPrimary = primary === '/template-maker' ? hasTemplateMaker : hasShopAll;
  const hasSecondary =
    secondary === '/shop-all-boxes'
      ? hasShopAll
      : secondary === '/template-maker'
        ? hasTemplateMaker
        : hasSamples;

  return (
    <>
      <section aria-labelledby="home-heading" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <p className="text-brand-primary text-sm font-semibold tracking-wide uppercase">
            {t('tagline')}
          </p>
          <h1
            id="home-heading"
            className="font-brand-heading text-ink mt-3 max-w-3xl text-4xl md:text-5xl"
          >
            {t('homeHeading')}
          </h1>
          <p className="text-ink-muted mt-5 max-w-2xl text-lg">{t('homeIntro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {hasPrimary && (
              <LinkButton as={StoreLink} to={primary} size="lg">
                {t('homePrimaryAction')}
              </LinkButton>
            )}
            {hasSecondary && (
              <LinkButton as={StoreLink} to={secondary} size="lg" variant="secondary">
                {t('homeSecondaryAction')}
              </LinkButton>
            )}
          </div>
        </div>
      </section>
      <section aria-labelledby="highlights-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="highlights-heading" className="font-brand-heading text-ink text-2xl">
          {common('home.highlightsHeading', { brand: variant.brandName })}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {highlights.map((highlight) => (
            <li
              key={highlight}
              className="rounded-brand border-border bg-surface text-ink border p-5"
            >
              {highlight}
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <BoxStyleList />
      </div>
    </>
  );
}
