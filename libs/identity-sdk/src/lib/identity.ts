import { nanoid } from 'nanoid';
import { createAccountCalls, normaliseEmail, required } from './account-calls';
import { createAnonymousSession } from './anonymous-session';
import { createCustomerSession } from './customer-session';
import { createHeldTokens } from './held-tokens';
import { IDENTITY_ERROR_MESSAGES } from './identity-api';
import type { IdentityConfigInput } from './identity-config';
import { IdentityError } from './identity-error';
import { defaultStorage, STORAGE_KEYS } from '@storefront/browser-storage';
import { INITIAL_IDENTITY_STATE } from './identity-types';
import type {
  Identity,
  IdentityEvent,
  IdentityOptions,
  IdentityProfile,
  IdentityState,
} from './identity-types';
import type { SessionContext } from './session-context';
import { createRuntime } from './session-runtime';
import type { Runtime } from './session-runtime';
import { createSessionStore } from './session-store';
import { createBrowserTabCoordinator } from './tab-coordinator';
import type { TabCoordinator } from './tab-coordinator';
import { createTabSync } from './tab-sync';
import { DEFAULT_CLAIMS_NAMESPACE, decodeTokenParts } from './token-validator';

export type { Identity, IdentityEvent, IdentityOptions, IdentityProfile, IdentityState };

function sameState(a: IdentityState, b: IdentityState): boolean {
  return (
    a.status === b.status &&
    a.isSignedIn === b.isSignedIn &&
    a.canonicalId === b.canonicalId &&
    a.accessToken === b.accessToken &&
    a.anonToken === b.anonToken &&
    a.anonId === b.anonId &&
    a.profile?.email === b.profile?.email &&
    a.profile?.firstName === b.profile?.firstName &&
    a.profile?.surname === b.profile?.surname &&
    a.profile?.company === b.profile?.company &&
    (a.profile === null) === (b.profile === null)
  );
}

function destroyedError(): IdentityError {
  return new IdentityError({ reason: 'DESTROYED', message: IDENTITY_ERROR_MESSAGES.destroyed });
}

/**
 * Creates the storefront's identity session. Nothing happens until `init()`: it validates the
 * configuration (rejecting with an {@link IdentityError}), restores the stored session or
 * starts an anonymous one, and starts refresh scheduling. Every other method, except
 * `getState`, `subscribe`, `consumeLoginNotification` and `destroy`, throws
 * `NOT_INITIALISED` when `init()` was never called, and waits for it while it runs.
 *
 * @example
 * const identity = createIdentity(
 *   { tenant: 'north-america', storeFrontId: 'boxup', enableAnon: true, anonServiceKey, ...urls },
 * );
 * identity.subscribe((state) => render(state));
 * await identity.init();
 */
export function createIdentity(
  configInput: IdentityConfigInput,
  options: IdentityOptions = {},
): Identity {
  const storage = options.storage ?? defaultStorage();
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  const ownsCoordinator = options.coordinator === undefined;
  let coordinator: TabCoordinator | undefined = options.coordinator;
  const tabId = nanoid();
  const listeners = new Set<(state: IdentityState, event: IdentityEvent) => void>();
  const cleanups: Array<() => void> = [];

  let runtime: Runtime | undefined;
  let initPromise: Promise<IdentityState> | undefined;
  let initialised = false;
  let destroyed = false;
  let state: IdentityState = INITIAL_IDENTITY_STATE;
  let operationQueue: Promise<unknown> = Promise.resolve();

  const store = createSessionStore(storage, logger);
  const ctx: SessionContext = {
    store,
    tokens: createHeldTokens({ now, logger, store }),
    logger,
    now,
    runtime: () => runtime,
    isInitialised: () => initialised,
    isDestroyed: () => destroyed,
    tabs() {
      coordinator ??= createBrowserTabCoordinator();
      return coordinator;
    },
    broadcast(reason) {
      coordinator?.broadcast({ type: 'session-changed', reason, from: tabId });
    },
    publish(force = false) {
      const next = computeState();
      const changed = !sameState(state, next);
      if (changed) state = Object.freeze(next);
      if (initialised && (changed || force)) emit(identityEvent());
    },
    emit,
    state: () => state,
  };
  // The anonymous session is held only while no customer is signed in (`customer` is read
  // only once both exist).
  const anonymous = createAnonymousSession(ctx, { signedIn: () => customer.current() !== null });
  const customer = createCustomerSession(ctx, anonymous);
  const tabSync = createTabSync({ ctx, customer, anonymous, storage, tabId });

  function computeState(): IdentityState {
    if (!initialised) return INITIAL_IDENTITY_STATE;
    const user = customer.current();
    if (user !== null) {
      return {
        status: 'signedIn',
        isSignedIn: true,
        canonicalId: user.access?.claims.canonicalId ?? null,
        accessToken: user.access?.token ?? null,
        anonToken: null,
        anonId: null,
        profile: customer.profile(runtime?.namespace ?? DEFAULT_CLAIMS_NAMESPACE),
      };
    }
    const session = anonymous.current();
    const anonToken = session?.access?.token ?? null;
    return {
      status: anonToken === null ? 'signedOut' : 'anonymous',
      isSignedIn: false,
      canonicalId: null,
      accessToken: null,
      anonToken,
      anonId: anonToken === null ? null : (session?.id ?? null),
      profile: null,
    };
  }

  function emit(event: IdentityEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(state, event);
      } catch (error) {
        logger.error('An identity listener failed', error);
      }
    }
  }

  function identityEvent(): IdentityEvent {
    const { profile, accessToken, isSignedIn, canonicalId, anonToken, anonId } = state;
    return { type: 'identity', profile, accessToken, isSignedIn, canonicalId, anonToken, anonId };
  }

  async function start(): Promise<IdentityState> {
    const rt = createRuntime(configInput, {
      fetch: fetchImpl,
      logger,
      now,
      jwksUrl: options.jwksUrl,
    });
    runtime = rt;
    await customer.restore(rt); // spec: refresh check at start-up
    if (customer.current() === null && rt.config.enableAnon) await anonymous.check();
    if (destroyed) throw destroyedError();
    cleanups.push(...tabSync.listen());
    initialised = true;
    state = Object.freeze(computeState());
    emit({ type: 'initialized' });
    return state;
  }

  /** Waits for `init()`; throws when it was never called (or the instance is destroyed). */
  async function ready(): Promise<Runtime> {
    if (destroyed) throw destroyedError();
    if (initPromise === undefined) {
      throw new IdentityError({
        reason: 'NOT_INITIALISED',
        message: IDENTITY_ERROR_MESSAGES.notInitialised,
      });
    }
    await initPromise;
    if (destroyed) throw destroyedError();
    return runtime!;
  }

  /** Runs session-changing operations (sign-in, sign-out) one at a time in this tab. */
  function serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = operationQueue.then(operation, operation);
    operationQueue = result.catch(() => undefined);
    return result;
  }

  const identity: Identity = {
    init() {
      if (destroyed) return Promise.reject(destroyedError());
      initPromise ??= start().catch((error: unknown) => {
        initPromise = undefined;
        runtime = undefined;
        throw error;
      });
      return initPromise;
    },

    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async signIn(input) {
      const rt = await ready();
      const email = normaliseEmail('email', input?.email);
      const password = required('password', input?.password);
      return serial(() => customer.signIn(rt, email, password));
    },

    ...createAccountCalls({
      ready,
      customer,
      getAccessToken: () => identity.getAccessToken(),
    }),

    async signUpAndSignIn(input) {
      await identity.signUp(input);
      return identity.signIn({ email: input.email, password: input.password });
    },

    async signOut() {
      const rt = await ready();
      return serial(() => customer.signOut(rt));
    },

    async getAccessToken() {
      return customer.token(await ready());
    },

    async getAnonymousToken() {
      return anonymous.token(await ready());
    },

    async handleUnauthorized(token) {
      const rt = await ready();
      // Only a token of this session is ours to judge (a service's own read token is not).
      const payload = decodeTokenParts(token)?.payload;
      const canonicalId = payload?.[`${rt.namespace}canonical_id`];
      if (typeof canonicalId !== 'string') return null;
      if (customer.current()?.access?.claims.canonicalId === canonicalId) {
        await customer.handleUnauthorized(rt, token);
        if (customer.current() === null) return null;
        const next = await identity.getAccessToken();
        return next !== null && next !== token ? next : null;
      }
      const session = anonymous.current();
      if (customer.current() === null && session !== null && session.id === canonicalId) {
        await anonymous.handleUnauthorized(token);
        const next = await identity.getAnonymousToken();
        return next !== null && next !== token ? next : null;
      }
      return null;
    },

    sessionExpired: () => store.read(STORAGE_KEYS.sessionExpired) !== null,

    consumeLoginNotification() {
      if (store.read(STORAGE_KEYS.showLoginNotification) === null) return false;
      store.write(STORAGE_KEYS.showLoginNotification, null);
      return true;
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      customer.stop();
      anonymous.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
      if (ownsCoordinator) coordinator?.close();
      listeners.clear();
    },
  };

  return identity;
}
