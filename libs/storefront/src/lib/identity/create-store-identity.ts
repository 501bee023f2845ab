import { createIdentity, type Identity, type IdentityOptions } from '@storefront/identity-sdk';
import type { ServiceEndpoints } from '../config/sandbox-endpoints';
import type { StoreVariant } from '../variants/store-variant';

/**
 * The identity session of a brand app: the brand's tenant, store id, culture and identity
 * settings, pointed at the configured services.
 *
 * @example
 * const identity = createStoreIdentity(defaultStore, resolveServiceEndpoints(import.meta.env), 'en-US');
 */
export function createStoreIdentity(
  variant: StoreVariant,
  endpoints: ServiceEndpoints,
  culture: string,
  options: IdentityOptions = {},
): Identity {
  return createIdentity(
    {
      tenant: variant.tenant,
      storeFrontId: variant.storeId,
      culture,
      enableAnon: variant.identity.enableAnon,
      anonServiceKey: variant.identity.anonServiceKey,
      authenticationBaseUrl: endpoints.authentication,
      anonymousBaseUrl: endpoints.anonymous,
      identityProviderBaseUrl: endpoints.identityProvider,
      identityProviderClientId: variant.identity.identityProviderClientId,
      tokenAudience: endpoints.tokenAudience,
    },
    options,
  );
}
