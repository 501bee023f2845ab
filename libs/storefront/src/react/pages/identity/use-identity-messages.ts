import { identityPageMessages } from '@storefront/identity-sdk/react';
import { useTranslation } from 'react-i18next';

/** The i18n namespace of the identity pages and the account guard. */
export const IDENTITY_NAMESPACE = 'identity';

/**
 * Registers the identity pages' strings the first time a page that needs them renders, so
 * apps without sign-in pages never load them.
 */
export function useIdentityMessages(): void {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', IDENTITY_NAMESPACE)) {
    i18n.addResourceBundle('en', IDENTITY_NAMESPACE, identityPageMessages.en, true, true);
    i18n.addResourceBundle('de', IDENTITY_NAMESPACE, identityPageMessages.de, true, true);
  }
}
