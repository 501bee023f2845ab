import { LinkButton } from '@storefront/ui-kit';
import { useDocumentMeta } from '../page-meta';
import { StoreLink } from '../store-link';
import { useStoreVariant } from '../storefront-context';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * The not-found page: "We couldn't find the page." with a "Back to Homepage" button.
 *
 * @example
 * <Route path="*" element={<NotFoundPage />} />
 */
export function NotFoundPage() {
  const { t } = useMessages('common');
  const { brandName } = useStoreVariant();
  useDocumentMeta(`${t('notFound.title')} | ${brandName}`, t('notFound.description'));
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto max-w-2xl px-4 py-24 text-center"
    >
      <p aria-hidden="true" className="font-brand-heading text-brand-primary text-7xl">
        404
      </p>
      <h1 id="not-found-heading" className="font-brand-heading text-ink mt-4 text-3xl">
        {t('notFound.title')}
      </h1>
      <p className="text-ink-muted mt-3">{t('notFound.description')}</p>
      <LinkButton as={StoreLink} to="/" className="mt-8">
        {t('notFound.backToHome')}
      </LinkButton>
    </section>
  );
}
