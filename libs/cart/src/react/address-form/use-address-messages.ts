import { useMessages } from '@storefront/ui-kit/i18n';
import { ADDRESS_NAMESPACE, addressMessages } from '../../lib/address.messages';

/** Looks up a text of the `address` catalogue. */
export type AddressTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Registers the `address` catalogue the first time a form renders, if the app has not. */
export function useAddressMessages(): AddressTranslate {
  const { t } = useMessages(ADDRESS_NAMESPACE, addressMessages);
  return t as AddressTranslate;
}
