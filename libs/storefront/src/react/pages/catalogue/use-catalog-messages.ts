import { CATALOG_NAMESPACE, catalogMessageLoaders } from '@storefront/catalog';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Registers the catalogue's strings (`catalog` namespace) in the shopper's language the first
 * time the product page renders (it suspends until they are loaded; a server-rendered page
 * brings them along), so no other page's first load carries them, nor the other language.
 *
 * @example
 * useCatalogMessages();
 */
export function useCatalogMessages(): void {
  useMessages(CATALOG_NAMESPACE, catalogMessageLoaders);
}
