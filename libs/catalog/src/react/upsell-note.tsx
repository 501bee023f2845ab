import { productWebUrl } from '../lib/box-styles';
import { useCatalogFormat } from './use-catalog-format';

/**
 * The upsell: a note linking to the shipping box insert's product page on this site.
 *
 * @example
 * <UpsellNote siteOrigin="https://boxup.example" />
 */
export function UpsellNote({ siteOrigin }: { siteOrigin: string }) {
  const { t } = useCatalogFormat();
  return (
    <aside
      aria-label={t('productPage.upsellHeading')}
      className="rounded-brand bg-surface-muted flex flex-col gap-1 p-4"
    >
      <p className="text-ink font-semibold">{t('productPage.upsellHeading')}</p>
      <p className="text-ink">
        {t('productPage.upsellText')}{' '}
        <a
          className="text-brand-primary font-semibold underline"
          href={productWebUrl(siteOrigin, 'shipping-box-insert')}
        >
          {t('productPage.upsellLink')}
        </a>
      </p>
    </aside>
  );
}
