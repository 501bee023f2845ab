import { identityPageMessages } from '@storefront/identity-sdk/react';
import { useMessages } from '@storefront/ui-kit/i18n';

/** The i18n namespace of the identity pages and the account guard. */
export const IDENTITY_NAMESPACE = 'identity';

/**
 * Registers the identity pages' strings the first time a page that needs them renders, so
 * apps without sign-in pages never load them.
 */
export function useIdentityMessages(): void {
  useMessages(IDENTITY_NAMESPACE, identityPageMessages);
}
