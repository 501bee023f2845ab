import { createContext } from 'react';
import type { Identity, IdentityState } from '../index';

/**
 * What `useIdentity()` returns: the identity of the nearest `IdentityProvider` and the
 * session's current state.
 *
 * @example
 * const { state, identity }: IdentityContextValue = useIdentity();
 */
export interface IdentityContextValue {
  identity: Identity;
  state: IdentityState;
}

export const IdentityContext = createContext<IdentityContextValue | null>(null);

/**
 * The identity of the nearest `IdentityProvider` alone: it never changes while the session
 * does, so its readers render again only when the identity itself is replaced.
 */
export const IdentityInstanceContext = createContext<Identity | null>(null);
