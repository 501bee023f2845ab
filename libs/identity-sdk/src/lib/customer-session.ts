import type { AnonymousSessions } from './anonymous-session';
import { ACCESS_TOKEN_MIN_VALIDITY_MS } from './held-tokens';
import type { HeldToken } from './held-token';
import { IDENTITY_ERROR_MESSAGES, isRetryable, toIdentityError } from './identity-api';
import type { TokenPair } from './identity-api';
import { IdentityError } from './identity-error';
import type { IdentityProfile, IdentityState } from './identity-types';
import { createRefreshLoop } from './refresh-loop';
import type { SessionContext } from './session-context';
import type { Runtime } from './session-runtime';
import { USER_KEYS } from './session-store';
import type { UserSession } from './session-store';
import { STORAGE_KEYS, promoStorageKey } from '@storefront/browser-storage';

const USER_LOCK = 'storefront.identity.user-refresh';

function textClaim(payload: Readonly<Record<string, unknown>>, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * The customer session of one `Identity`: sign-in, sign-out, restoring it at start-up, and
 * refreshing its tokens (once for all tabs), ending it when the refresh token is refused.
 *
 * @example
 * const customer = createCustomerSession(ctx, anonymous);
 * await customer.signIn(rt, 'dana@example.com', 'Secret1!');
 */
export interface CustomerSession {
  current(): UserSession | null;
  /** Bumped whenever the session is replaced, so late refresh results are dropped. */
  generation(): number;
  /** Replaces the session held (not the stored one). */
  set(session: UserSession | null): void;
  /** Schedules the next refresh check from the access token's due time. */
  reschedule(): void;
  /** The profile of the signed-in customer: token claims, else what was entered. */
  profile(namespace: string): IdentityProfile;
  /** The refresh check at start-up: restores the stored session, refreshing it when due. */
  restore(rt: Runtime): Promise<void>;
  /** Refreshes both customer tokens, once for all concurrent callers in this tab. */
  refresh(rt: Runtime): Promise<void>;
  /** Spec: refresh token and access token valid > 1 h → reschedule; else refresh; no refresh token → nothing. */
  check(): Promise<void>;
  /** A valid customer token, refreshed first when due; else `null`. */
  token(rt: Runtime): Promise<string | null>;
  /** A service answered 401 to `token`: when it is the one held, it is refreshed (or the session ends). */
  handleUnauthorized(rt: Runtime, token: string): Promise<void>;
  signIn(rt: Runtime, email: string, password: string): Promise<IdentityState>;
  signOut(rt: Runtime): Promise<IdentityState>;
  /** Remembers what was entered at sign-up, for the profile. */
  recordSignUp(profile: IdentityProfile): void;
  /** The customer changed their email address in this session. */
  recordEmailChange(email: string): void;
  /** Stops the refresh timer. */
  stop(): void;
}

/**
 * Creates the {@link CustomerSession} of one `Identity`.
 *
 * @example
 * createCustomerSession(ctx, createAnonymousSession(ctx, { signedIn }));
 */
export function createCustomerSession(
  ctx: SessionContext,
  anonymous: AnonymousSessions,
): CustomerSession {
  const { store, tokens, logger } = ctx;
  const { read, write } = store;
  let user: UserSession | null = null;
  /** Profile fields entered at sign-in or sign-up: used where the token has none. */
  let enteredProfile: Partial<IdentityProfile> = {};
  /** Profile fields changed in this session (email change): newer than the token's claims. */
  let changedProfile: Partial<IdentityProfile> = {};
  let userGeneration = 0;
  const loop = createRefreshLoop({
    lock: USER_LOCK,
    tabs: () => ctx.tabs(),
    isStopped: () => ctx.isDestroyed(),
    issuerNow: tokens.issuerNow,
    onTimer: () => void check(),
  });

  function setUser(session: UserSession | null): void {
    if (session?.access?.claims.canonicalId !== user?.access?.claims.canonicalId) {
      changedProfile = {};
    }
    user = session;
    userGeneration += 1;
    loop.resetFailures();
    if (session === null) loop.stop();
  }

  function reschedule(): void {
    const access = user?.access;
    if (user?.refreshToken == null || access == null) return;
    const delay = loop.scheduleFor(access);
    write(
      STORAGE_KEYS.userRefreshTimer,
      JSON.stringify({ offsetMs: access.offsetMs, nextCheckAt: ctx.now() + delay }),
    );
  }

  function restoreStored(rt: Runtime, storedAccess: string | null): Promise<HeldToken | undefined> {
    return tokens.restore(
      rt,
      storedAccess,
      tokens.storedOffset(STORAGE_KEYS.userRefreshTimer, storedAccess),
      false,
    );
  }

  async function handleRefreshRejected(rt: Runtime, error: IdentityError): Promise<void> {
    logger.warn(IDENTITY_ERROR_MESSAGES.invalidRefreshToken, error.message);
    setUser(null);
    store.clearKeys(USER_KEYS);
    write(STORAGE_KEYS.sessionExpired, 'true');
    ctx.publish();
    ctx.emit({ type: 'refreshTokenFailed' });
    ctx.broadcast('refresh-failed');
    if (rt.config.enableAnon) await anonymous.start(rt);
  }

  /** Adopts the customer tokens another tab stored, if they are valid and not due. */
  async function adoptStoredUser(rt: Runtime): Promise<'adopted' | 'signed-out' | 'stale'> {
    const storedAccess = read(STORAGE_KEYS.userAccessToken);
    const storedRefresh = read(STORAGE_KEYS.userRefreshToken);
    if (storedAccess === null && storedRefresh === null) {
      if (user !== null) {
        setUser(null);
        ctx.publish();
      }
      return 'signed-out';
    }
    if (storedAccess === (user?.access?.token ?? null) && storedRefresh === user?.refreshToken) {
      return 'stale';
    }
    const generation = userGeneration;
    const held = await restoreStored(rt, storedAccess);
    if (generation !== userGeneration) return 'stale';
    if (held === undefined || tokens.isDue(held)) {
      // Keep the other tab's refresh token; the caller refreshes it.
      user = { access: user?.access ?? null, refreshToken: storedRefresh };
      return 'stale';
    }
    setUser({ access: held, refreshToken: storedRefresh });
    ctx.publish();
    reschedule();
    return 'adopted';
  }

  async function refreshLocked(rt: Runtime): Promise<void> {
    const adopted = await adoptStoredUser(rt);
    if (adopted !== 'stale') return;
    // Double-checked: tokens adopted meanwhile (another tab's rotation) need no refresh.
    if (user?.access != null && !tokens.isDue(user.access)) {
      reschedule();
      return;
    }
    const refreshToken = read(STORAGE_KEYS.userRefreshToken) ?? user?.refreshToken ?? null;
    if (refreshToken === null || user === null) return;
    const generation = userGeneration;
    let pair: TokenPair;
    let access: HeldToken;
    try {
      pair = await rt.api.refresh(refreshToken);
      access = await tokens.issued(rt, pair.accessToken, false);
    } catch (thrown) {
      const error = toIdentityError(thrown);
      if (generation !== userGeneration || ctx.isDestroyed()) return;
      if (isRetryable(error)) {
        const attempt = loop.retryLater();
        logger.warn(`Token refresh failed; retrying (attempt ${attempt})`, error.message);
        return;
      }
      // Another tab may have rotated the token while we held a stolen lock.
      if (read(STORAGE_KEYS.userRefreshToken) !== refreshToken) {
        const again = await adoptStoredUser(rt);
        if (again !== 'stale') return;
      }
      await handleRefreshRejected(rt, error);
      return;
    }
    if (generation !== userGeneration || ctx.isDestroyed()) return;
    const session: UserSession = { access, refreshToken: pair.refreshToken };
    setUser(session);
    store.storeUser(session);
    reschedule();
    ctx.publish();
    ctx.broadcast('refreshed');
  }

  function refresh(rt: Runtime): Promise<void> {
    return loop.run(() => refreshLocked(rt));
  }

  async function check(): Promise<void> {
    const rt = ctx.runtime();
    if (rt === undefined || ctx.isDestroyed() || user?.refreshToken == null) return;
    const access = user.access;
    if (access !== null && !tokens.isDue(access)) {
      reschedule();
      return;
    }
    try {
      await refresh(rt);
    } catch (error) {
      logger.error('Token refresh check failed', error);
    }
  }

  return {
    current: () => user,
    generation: () => userGeneration,
    set: setUser,
    reschedule,

    profile(namespace) {
      const payload = user?.access?.claims.payload ?? {};
      return {
        email:
          changedProfile.email ??
          textClaim(payload, 'email', `${namespace}email`) ??
          enteredProfile.email ??
          null,
        firstName:
          textClaim(payload, 'given_name', `${namespace}given_name`) ??
          enteredProfile.firstName ??
          null,
        surname:
          textClaim(payload, 'family_name', `${namespace}family_name`) ??
          enteredProfile.surname ??
          null,
        company:
          textClaim(payload, `${namespace}company`, 'company') ?? enteredProfile.company ?? null,
      };
    },

    async restore(rt) {
      await ctx.tabs().withLock(USER_LOCK, async () => {
        const storedAccess = read(STORAGE_KEYS.userAccessToken);
        const storedRefresh = read(STORAGE_KEYS.userRefreshToken);
        const held = await restoreStored(rt, storedAccess);
        if (held !== undefined || storedRefresh !== null) {
          setUser({ access: held ?? null, refreshToken: storedRefresh });
        } else if (storedAccess !== null) {
          store.clearKeys(USER_KEYS); // expired or corrupted, and nothing to refresh it with
        }
      });
      if (user?.refreshToken != null) {
        if (user.access === null || tokens.isDue(user.access)) await refresh(rt);
        else reschedule();
      }
    },

    refresh,
    check,

    async token(rt) {
      const current = user?.access ?? null;
      if (user === null) return null;
      if (current !== null && !tokens.isDue(current)) return current.token;
      if (user.refreshToken !== null) {
        try {
          await refresh(rt);
        } catch (error) {
          logger.warn('Token refresh failed', error);
        }
      }
      const access = user?.access ?? null;
      return access !== null && tokens.remainingMs(access) > ACCESS_TOKEN_MIN_VALIDITY_MS
        ? access.token
        : null;
    },

    async handleUnauthorized(rt, token) {
      if (user?.access?.token !== token) return;
      tokens.reject(token);
      if (user.refreshToken !== null) {
        try {
          await refresh(rt);
        } catch (error) {
          logger.warn('Token refresh after a 401 failed', error);
        }
      } else {
        // Nothing to refresh it with: the session is over.
        await handleRefreshRejected(
          rt,
          new IdentityError({
            reason: 'INVALID_REFRESH_TOKEN',
            message: IDENTITY_ERROR_MESSAGES.invalidRefreshToken,
          }),
        );
      }
    },

    async signIn(rt, email, password) {
      if (user !== null || read(STORAGE_KEYS.userAccessToken) !== null) {
        throw new IdentityError({
          reason: 'ALREADY_SIGNED_IN',
          message: IDENTITY_ERROR_MESSAGES.alreadySignedIn,
        });
      }
      const anonymousId = rt.config.enableAnon
        ? (anonymous.current()?.id ?? read(STORAGE_KEYS.anonymousId))
        : null;
      const validationKey = rt.config.enableAnon
        ? (anonymous.current()?.validationKey ?? read(STORAGE_KEYS.anonymousValidationKey))
        : null;
      const pair = await rt.api.login({
        email,
        password,
        ...(anonymousId !== null && validationKey !== null ? { anonymousId, validationKey } : {}),
      });
      const access = await tokens.received(rt, pair.accessToken, false);
      if (ctx.isDestroyed()) {
        throw new IdentityError({
          reason: 'DESTROYED',
          message: IDENTITY_ERROR_MESSAGES.destroyed,
        });
      }

      // All storage writes in one synchronous block, so other tabs never see half a sign-in.
      if (enteredProfile.email !== email) enteredProfile = {};
      enteredProfile = { ...enteredProfile, email };
      const session: UserSession = { access, refreshToken: pair.refreshToken };
      setUser(session);
      store.storeUser(session);
      const canonicalId = access.claims.canonicalId;
      if (anonymousId !== null && anonymousId !== canonicalId) {
        const promo = read(promoStorageKey(anonymousId));
        if (promo !== null) {
          write(promoStorageKey(canonicalId), promo);
          write(promoStorageKey(anonymousId), null);
        }
      }
      anonymous.end(true);
      write(STORAGE_KEYS.sessionExpired, null);
      write(STORAGE_KEYS.showLoginNotification, 'true');
      reschedule();
      ctx.publish(true);
      ctx.broadcast('signed-in');
      return ctx.state();
    },

    async signOut(rt) {
      const refreshToken = user?.refreshToken ?? read(STORAGE_KEYS.userRefreshToken);
      // The session ends here first, in one synchronous block: a page loaded while the logout
      // call is on its way (Log Out, then Log In at once) finds no tokens, never a half-ended
      // session that answers 'User is already signed in'.
      // Only identity's own keys: the cart and analytics hear the sign-out from `publish` and
      // clear theirs (in the storefront, its cart store slot and analytics provider).
      setUser(null);
      enteredProfile = {};
      store.clearKeys(USER_KEYS);
      write(STORAGE_KEYS.sessionExpired, null);
      if (rt.config.enableAnon) anonymous.end(true);
      ctx.publish(true);
      ctx.broadcast('signed-out');
      if (refreshToken !== null) {
        try {
          await rt.api.logout(refreshToken);
        } catch (error) {
          logger.warn('Logout call failed; the session is cleared anyway', error);
        }
      }
      if (rt.config.enableAnon && user === null) await anonymous.start(rt);
      return ctx.state();
    },

    recordSignUp(profile) {
      enteredProfile = profile;
    },

    recordEmailChange(email) {
      if (user === null) return;
      changedProfile = { ...changedProfile, email };
      ctx.publish();
    },

    stop: () => loop.stop(),
  };
}
