import { useTranslation } from 'react-i18next';
import { ADDRESS_NAMESPACE, addressMessages } from '../../index';

/** Looks up a text of the `address` catalogue. */
export type AddressTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Registers the `address` catalogue the first time a form renders, if the app has not. */
export function useAddressMessages(): AddressTranslate {
  const { i18n } = useTranslation();
  for (const language of ['en', 'de'] as const) {
    if (!i18n.hasResourceBundle(language, ADDRESS_NAMESPACE)) {
      i18n.addResourceBundle(language, ADDRESS_NAMESPACE, addressMessages[language], true, false);
    }
  }
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  return t as AddressTranslate;
}
