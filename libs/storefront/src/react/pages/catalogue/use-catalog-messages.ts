import { CATALOG_NAMESPACE, catalogMessages } from '@storefront/catalog';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Registers the catalogue's strings (`catalog` namespace) the first time the product page
 * renders, so no other page's first load carries them.
 *
 * @example
 * useCatalogMessages();
 */
export function useCatalogMessages(): void {
  useMessages(CATALOG_NAMESPACE, catalogMessages);
}
