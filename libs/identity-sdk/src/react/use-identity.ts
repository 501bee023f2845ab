import { useContext } from 'react';
import type { Identity } from '../index';
import {
  IdentityContext,
  IdentityInstanceContext,
  type IdentityContextValue,
} from './identity-context';

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
 * The identity of the nearest {@link IdentityProvider} without its state, for components that
 * only call it (tokens, sign-in, sign-out): they do not render again when the session changes,
 * as readers of {@link useIdentity} do. Throws outside a provider, as `useIdentity` does.
 *
 * @example
 * const identity = useIdentityInstance();
 * const getToken = useCallback(async () => (await identity.getAccessToken()) ?? undefined, [identity]);
 */
export function useIdentityInstance(): Identity {
  const identity = useContext(IdentityInstanceContext);
  if (!identity) throw new Error('useIdentity must be used within IdentityProvider');
  return identity;
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
