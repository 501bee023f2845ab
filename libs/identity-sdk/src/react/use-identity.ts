import { useContext } from 'react';
import { IdentityContext, type IdentityContextValue } from './identity-context';

/**
 * The identity of the nearest {@link IdentityProvider} and its current state. Throws
 * 'useIdentity must be used within IdentityProvider' outside one.
 *
 * @example
 * const { state, identity } = useIdentity();
 * if (state.isSignedIn) await identity.signOut();
 */
export function useIdentity(): IdentityContextValue {
  const value = useContext(IdentityContext);
  if (!value) throw new Error('useIdentity must be used within IdentityProvider');
  return value;
}

/**
 * Whether a customer is signed in (false while the session is still starting).
 *
 * @example
 * const isSignedIn = useIsSignedIn();
 * <SiteHeader isSignedIn={isSignedIn} />
 */
export function useIsSignedIn(): boolean {
  return useIdentity().state.isSignedIn;
}
