import { CATALOG_NAMESPACE, catalogMessages } from '@storefront/catalog';
import { useTranslation } from 'react-i18next';

/**
 * Registers the catalogue's strings (`catalog` namespace) the first time the product page
 * renders, so no other page's first load carries them.
 *
 * @example
 * useCatalogMessages();
 */
export function useCatalogMessages(): void {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', CATALOG_NAMESPACE)) {
    i18n.addResourceBundle('en', CATALOG_NAMESPACE, catalogMessages.en, true, true);
    i18n.addResourceBundle('de', CATALOG_NAMESPACE, catalogMessages.de, true, true);
  }
}
