import { LinkButton } from '@storefront/ui-kit';
import { useTranslation } from 'react-i18next';
import type { CatalogueLanguage, PageKey } from '../../../lib/variants/page-meta';
import { useDocumentMeta, usePageMeta } from '../../page-meta';
import { StoreLink } from '../../store-link';
import { useStoreVariant } from '../../storefront-context';

/** Copy of one page whose capability arrives in a later release. */
export interface PlannedPageCopy {
  heading: string;
  summary: string;
}

/** A capability's planned pages in both languages, plus what the release will bring. */
export type PlannedCatalogue<P extends string> = Record<
  CatalogueLanguage,
  { release: string } & Record<P, PlannedPageCopy>
>;

/**
 * Builds the page component of a route whose capability is not released yet. It says plainly
 * what the page will do and which release brings it; it shows no invented data.
 */
export function plannedPage<P extends string>(
  namespace: string,
  catalogue: PlannedCatalogue<P>,
  page: P,
  pageKey?: PageKey,
) {
  function PlannedPage() {
    const { i18n } = useTranslation();
    if (!i18n.hasResourceBundle('en', namespace)) {
      for (const language of Object.keys(catalogue) as CatalogueLanguage[]) {
        i18n.addResourceBundle(language, namespace, catalogue[language], true, false);
      }
    }
    const { t } = useTranslation(namespace);
    const common = useTranslation('common').t;
    const variant = useStoreVariant();
    const hasBrandMeta = pageKey !== undefined && pageKey in variant.pageMeta.en;
    return (
      <>
        {hasBrandMeta ? (
          <BrandMeta pageKey={pageKey} />
        ) : (
          <PlainMeta
            title={`${t(`${page}.heading`)} | ${variant.brandName}`}
            description={t(`${page}.summary`)}
          />
        )}
        <section aria-labelledby="planned-heading" className="mx-auto max-w-3xl px-4 py-16">
          <p className="text-brand-primary text-sm font-semibold tracking-wide uppercase">
            {common('planned.comesLater')}
          </p>
          <h1 id="planned-heading" className="font-brand-heading text-ink mt-2 text-3xl">
            {t(`${page}.heading`)}
          </h1>
          <p className="text-ink-muted mt-4 text-lg">{t(`${page}.summary`)}</p>
          <p className="text-ink-muted mt-2">{t('release')}</p>
          <LinkButton as={StoreLink} to="/" variant="secondary" className="mt-8">
            {common('planned.backToHome')}
          </LinkButton>
        </section>
      </>
    );
  }
  PlannedPage.displayName = `PlannedPage(${namespace}.${page})`;
  return PlannedPage;
}

function BrandMeta({ pageKey }: { pageKey: PageKey }) {
  usePageMeta(pageKey);
  return null;
}

function PlainMeta({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}
