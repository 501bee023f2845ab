import type { Identity, IdentityEvent, IdentityState } from './identity';
import { IdentityError } from './identity-error';
import { INITIAL_IDENTITY_STATE } from './identity-types';

type Listener = (state: IdentityState, event: IdentityEvent) => void;

/**
 * An identity whose implementation (token validation with its JWKS and crypto code, the
 * account calls) is loaded later, e.g. with a dynamic `import()` after the first paint. Until
 * it arrives the session reads as `initializing`; every call waits for it and is then made on
 * the real identity, and listeners hear the real identity's events. Keeps the SDK's heavy code
 * out of an app's first load without changing anything for the components that use it.
 *
 * @example
 * const identity = createDeferredIdentity(() =>
 *   import('@storefront/identity-sdk').then(({ createIdentity }) => createIdentity(config)),
 * );
 * <IdentityProvider identity={identity}>…</IdentityProvider>
 */
export function createDeferredIdentity(load: () => Promise<Identity>): Identity {
  let real: Identity | undefined;
  let destroyed = false;
  const listeners = new Set<Listener>();
  let unsubscribe: (() => void) | undefined;

  const destroyedError = () =>
    new IdentityError({
      reason: 'DESTROYED',
      message: 'Identity was destroyed: create a new one with createIdentity()',
    });

  let loading: Promise<Identity> | undefined;
  const ready = (): Promise<Identity> => {
    loading ??= load().then((identity) => {
      if (destroyed) {
        identity.destroy();
        throw destroyedError();
      }
      real = identity;
      unsubscribe = identity.subscribe((state, event) => {
        for (const listener of [...listeners]) listener(state, event);
      });
      return identity;
    });
    return loading;
  };
  const call = <T>(method: (identity: Identity) => Promise<T>): Promise<T> =>
    destroyed ? Promise.reject(destroyedError()) : ready().then(method);

  return {
    init: () => call((identity) => identity.init()),
    getState: () => real?.getState() ?? INITIAL_IDENTITY_STATE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (input) => call((identity) => identity.signIn(input)),
    signUp: (input) => call((identity) => identity.signUp(input)),
    signUpAndSignIn: (input) => call((identity) => identity.signUpAndSignIn(input)),
    signOut: () => call((identity) => identity.signOut()),
    requestPasswordReset: (input) => call((identity) => identity.requestPasswordReset(input)),
    validateResetTicket: (ticketId) => call((identity) => identity.validateResetTicket(ticketId)),
    changePassword: (input) => call((identity) => identity.changePassword(input)),
    updatePassword: (input) => call((identity) => identity.updatePassword(input)),
    updateEmail: (input) => call((identity) => identity.updateEmail(input)),
    sendVerificationEmail: () => call((identity) => identity.sendVerificationEmail()),
    verifyEmail: (input) => call((identity) => identity.verifyEmail(input)),
    getAccessToken: () => call((identity) => identity.getAccessToken()),
    getAnonymousToken: () => call((identity) => identity.getAnonymousToken()),
    handleUnauthorized: (token) => call((identity) => identity.handleUnauthorized(token)),
    sessionExpired: () => real?.sessionExpired() ?? false,
    // A sign-in happened on the real identity, so one that is not loaded yet has none to tell.
    consumeLoginNotification: () => real?.consumeLoginNotification() ?? false,
    destroy() {
      destroyed = true;
      unsubscribe?.();
      listeners.clear();
      real?.destroy();
    },
  };
}
