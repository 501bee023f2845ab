import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { isIdentityError, type Identity, type IdentityState } from '../index';
import { IdentityContext, IdentityInstanceContext } from './identity-context';

/**
 * Props of {@link IdentityProvider}.
 *
 * @example
 * const props: IdentityProviderProps = { identity: createIdentity(config), children: <App /> };
 */
export interface IdentityProviderProps {
  /** The session, created once by the app with `createIdentity(config)`. */
  identity: Identity;
  children?: ReactNode;
  /** Called when `identity.init()` fails; by default the error is logged to the console. */
  onInitError?: (error: unknown) => void;
}

// An identity is started once, however often providers around it mount (StrictMode mounts
// effects twice; a remounted app shell mounts the provider again).
const initialised = new WeakSet<Identity>();

function logInitError(error: unknown) {
  // An identity destroyed while it was starting (a page torn down) is not a failure.
  if (isIdentityError(error, 'DESTROYED')) return;
  console.error('Identity initialisation failed', error);
}

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

interface IdentityStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => IdentityState;
}

const stores = new WeakMap<Identity, IdentityStore>();

/** The `useSyncExternalStore` source of an identity, one per identity. */
function identityStore(identity: Identity): IdentityStore {
  let store = stores.get(identity);
  if (store === undefined) {
    let last: IdentityState | undefined;
    store = {
      subscribe: (onChange) => identity.subscribe(() => onChange()),
      // Keeps one snapshot while nothing changed, even if getState() builds a new object.
      getSnapshot: () => {
        const next = identity.getState();
        if (last === undefined || !shallowEqual(last, next)) last = next;
        return last;
      },
    };
    stores.set(identity, store);
  }
  return store;
}

/**
 * Gives the app one identity: starts it (`init()`, once per identity) and re-renders its
 * readers whenever the session changes (`useSyncExternalStore` over `subscribe`). The
 * provider does not own the identity: unmounting it neither signs out nor destroys it.
 *
 * @example
 * const identity = createIdentity(config);
 * root.render(
 *   <IdentityProvider identity={identity}>
 *     <App />
 *   </IdentityProvider>,
 * );
 */
export function IdentityProvider({
  identity,
  children,
  onInitError = logInitError,
}: IdentityProviderProps) {
  const onInitErrorRef = useRef(onInitError);
  useEffect(() => {
    onInitErrorRef.current = onInitError;
  }, [onInitError]);

  const store = identityStore(identity);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    if (initialised.has(identity)) return;
    initialised.add(identity);
    try {
      void Promise.resolve(identity.init()).catch((error: unknown) =>
        onInitErrorRef.current(error),
      );
    } catch (error) {
      onInitErrorRef.current(error);
    }
  }, [identity]);

  const value = useMemo(() => ({ identity, state }), [identity, state]);
  return (
    <IdentityInstanceContext.Provider value={identity}>
      <IdentityContext.Provider value={value}>{children}</IdentityContext.Provider>
    </IdentityInstanceContext.Provider>
  );
}
