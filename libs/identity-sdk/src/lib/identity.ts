import { createRemoteJWKSet, customFetch } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SignUpData } from './auth-forms';
import {
  IDENTITY_ERROR_MESSAGES,
  createIdentityApi,
  isRetryable,
  toIdentityError,
} from './identity-api';
import type { IdentityApi, TokenPair } from './identity-api';
import { parseIdentityConfig } from './identity-config';
import type { IdentityConfig, IdentityConfigInput } from './identity-config';
import { IdentityError } from './identity-error';
import { defaultStorage } from './identity-storage';
import type { IdentityStorage } from './identity-storage';
import { SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS, promoStorageKey } from './storage-keys';
import { createBrowserTabCoordinator } from './tab-coordinator';
import type { TabCoordinator, TabMessage } from './tab-coordinator';
import {
  clockOffset,
  nextCheckDelay,
  receivedClockOffset,
  refreshDueAt,
  retryDelay,
} from './token-timing';
import {
  DEFAULT_CLAIMS_NAMESPACE,
  decodeTokenParts,
  readTokenClaims,
  validateToken,
} from './token-validator';
import type { TokenClaims, TokenValidation } from './token-validator';

/**
 * The session as the app sees it.
 * - `initializing`: `init()` has not finished;
 * - `anonymous`: an anonymous session (anonymous mode), no customer;
 * - `signedIn`: a customer session (`canonicalId` is the customer id);
 * - `signedOut`: neither (anonymous mode off, or the anonymous service failed).
 *
 * @example
 * const { isSignedIn, profile } = identity.getState();
 */
export interface IdentityState {
  readonly status: 'initializing' | 'anonymous' | 'signedIn' | 'signedOut';
  readonly isSignedIn: boolean;
  readonly canonicalId: string | null;
  /** The customer token last obtained; call `getAccessToken()` for a request. */
  readonly accessToken: string | null;
  readonly anonToken: string | null;
  readonly anonId: string | null;
  readonly profile: IdentityProfile | null;
}

/**
 * What is known of the signed-in customer: profile claims of the access token when it has
 * them (`email`, `given_name`, `family_name`, `<namespace>company`), else what was entered at
 * sign-in and sign-up in this page's lifetime.
 *
 * @example
 * identity.getState().profile?.email; // 'dana@example.com'
 */
export interface IdentityProfile {
  readonly email: string | null;
  readonly firstName: string | null;
  readonly surname: string | null;
  readonly company: string | null;
}

/**
 * What listeners are told: `identity` after every change of the session (sign-in, sign-out,
 * refresh, a new anonymous session, a change made by another tab), `refreshTokenFailed` when
 * the customer's refresh token was rejected, `initialized` once `init()` has finished.
 *
 * @example
 * identity.subscribe((state, event) => {
 *   if (event.type === 'refreshTokenFailed') showSnackbar('Please sign in again');
 * });
 */
export type IdentityEvent =
  | {
      readonly type: 'identity';
      readonly profile: IdentityProfile | null;
      readonly accessToken: string | null;
      readonly isSignedIn: boolean;
      readonly canonicalId: string | null;
      readonly anonToken: string | null;
      readonly anonId: string | null;
    }
  | { readonly type: 'refreshTokenFailed' }
  | { readonly type: 'initialized' };

/**
 * Options of {@link createIdentity}; every one has a default.
 *
 * @example
 * createIdentity(config, { storage: memoryStorage(), fetch: sandbox.fetch });
 */
export interface IdentityOptions {
  /** Default: `localStorageAdapter()` in browsers, else `memoryStorage()`. */
  readonly storage?: IdentityStorage;
  /** Default: `globalThis.fetch` (looked up at each call). */
  readonly fetch?: typeof globalThis.fetch;
  /** Default: `${origin of authenticationBaseUrl}/.well-known/jwks.json`. */
  readonly jwksUrl?: string;
  /** The local clock in milliseconds. Default `Date.now`. */
  readonly now?: () => number;
  /** Default `console`. */
  readonly logger?: Pick<Console, 'warn' | 'error'>;
  /** Default: `createBrowserTabCoordinator()` (Web Locks and BroadcastChannel when present). */
  readonly coordinator?: TabCoordinator;
}

/**
 * A session of the storefront: anonymous and customer tokens, their refresh, and the account
 * calls. Create one per page with {@link createIdentity} and call `init()` first.
 *
 * @example
 * const identity = createIdentity(config);
 * await identity.init();
 * await identity.signIn({ email: 'dana@example.com', password: 'Secret1!' });
 */
export interface Identity {
  /** Validates the configuration and restores or starts the session (spec section 4). */
  init(): Promise<IdentityState>;
  /** A snapshot; the same object until the session changes. */
  getState(): IdentityState;
  subscribe(listener: (state: IdentityState, event: IdentityEvent) => void): () => void;
  signIn(input: { email: string; password: string }): Promise<IdentityState>;
  signUp(input: SignUpData): Promise<void>;
  signUpAndSignIn(input: SignUpData): Promise<IdentityState>;
  signOut(): Promise<IdentityState>;
  requestPasswordReset(input: { email: string }): Promise<void>;
  validateResetTicket(ticketId: string): Promise<void>;
  changePassword(input: { ticketId: string; password: string }): Promise<void>;
  updatePassword(input: { password: string; newPassword: string }): Promise<void>;
  updateEmail(input: { password: string; newEmail: string }): Promise<void>;
  sendVerificationEmail(): Promise<void>;
  verifyEmail(input: { ticketId: string }): Promise<void>;
  /** A valid customer token, refreshed first (once for all concurrent callers) when due; else `null`. */
  getAccessToken(): Promise<string | null>;
  /** A valid anonymous token, refreshed first when due; else `null`. */
  getAnonymousToken(): Promise<string | null>;
  /**
   * Tells the session that a service answered 401 to a request made with `token`. When it is
   * the current customer (or anonymous) token, the refresh check runs at once, whatever the
   * token's expiry says (the service's clock and the token's may disagree, or the token was
   * revoked): the tokens are refreshed, or — the refresh token being expired or rejected — they
   * are cleared, `refreshTokenFailed` is published, `sessionExpired()` turns true and an
   * anonymous session starts. Resolves to a token to send the request again with (a newer
   * one than `token`), or `null` when there is none.
   *
   * @example
   * if (response.status === 401) {
   *   const retryWith = await identity.handleUnauthorized(sentToken);
   *   if (retryWith) response = await send(retryWith);
   * }
   */
  handleUnauthorized(token: string): Promise<string | null>;
  /**
   * Whether the last customer session ended because its refresh token was expired or
   * rejected (not by signing out); reset by the next sign-in or sign-out. The login page says
   * 'Your session has expired. Please log in again.' while it is true.
   */
  sessionExpired(): boolean;
  /** `true` once after a sign-in ('Logged in successfully'), then `false`. */
  consumeLoginNotification(): boolean;
  /** Stops timers and listeners and releases channels. */
  destroy(): void;
}

/** A token and what the SDK knows about it. `offsetMs`: local clock minus the issuer's. */
interface HeldToken {
  readonly token: string;
  readonly claims: TokenClaims;
  readonly offsetMs: number;
  /** False when the signing keys could not be loaded; the token is kept, not trusted for sign-in. */
  readonly verified: boolean;
}

interface UserSession {
  readonly access: HeldToken | null;
  readonly refreshToken: string | null;
}

interface AnonymousSession {
  readonly id: string;
  readonly access: HeldToken | null;
  readonly validationKey: string | null;
}

interface Runtime {
  readonly config: IdentityConfig;
  readonly api: IdentityApi;
  readonly keys: JWTVerifyGetKey;
  readonly namespace: string;
}

const timerSchema = z.object({ offsetMs: z.number().finite(), nextCheckAt: z.number().optional() });
const serviceKeysSchema = z.record(z.string(), z.string());

/** Tokens handed out by `getAccessToken` must still live this long; else they are refreshed. */
const ACCESS_TOKEN_MIN_VALIDITY_MS = 30_000;

const USER_LOCK = 'storefront.identity.user-refresh';
const ANONYMOUS_LOCK = 'storefront.identity.anonymous-refresh';

const USER_KEYS = [
  STORAGE_KEYS.userAccessToken,
  STORAGE_KEYS.userRefreshToken,
  STORAGE_KEYS.userRefreshTimer,
] as const;

const ANONYMOUS_KEYS = [
  STORAGE_KEYS.anonymousId,
  STORAGE_KEYS.anonymousServiceKeys,
  STORAGE_KEYS.anonymousValidationKey,
  STORAGE_KEYS.anonymousToken,
  STORAGE_KEYS.anonymousRefreshTimer,
] as const;

const INITIAL_STATE: IdentityState = Object.freeze({
  status: 'initializing',
  isSignedIn: false,
  canonicalId: null,
  accessToken: null,
  anonToken: null,
  anonId: null,
  profile: null,
});

function required(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new IdentityError({ code: 'MISSING_PARAMETER', field, message: `${field} is required` });
  }
  return value;
}

function normaliseEmail(field: string, value: unknown): string {
  return required(field, value).trim().toLowerCase();
}

function textClaim(payload: Readonly<Record<string, unknown>>, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

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

function resolveSiteUrl(config: IdentityConfig): string {
  if (config.siteUrl !== undefined) return config.siteUrl;
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  if (typeof origin === 'string' && /^https?:\/\//.test(origin)) return origin;
  throw new IdentityError({
    code: 'MISSING_PARAMETER',
    field: 'siteUrl',
    message: 'siteUrl is required outside a browser (it is put into emailed links)',
  });
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
  let state: IdentityState = INITIAL_STATE;

  let user: UserSession | null = null;
  let anonymous: AnonymousSession | null = null;
  /** Profile fields entered at sign-in or sign-up: used where the token has none. */
  let enteredProfile: Partial<IdentityProfile> = {};
  /** Profile fields changed in this session (email change): newer than the token's claims. */
  let changedProfile: Partial<IdentityProfile> = {};
  /** Bumped whenever the customer session is replaced, so late refresh results are dropped. */
  let userGeneration = 0;
  let anonymousGeneration = 0;

  let userTimer: ReturnType<typeof setTimeout> | undefined;
  let anonymousTimer: ReturnType<typeof setTimeout> | undefined;
  let userFailures = 0;
  let anonymousFailures = 0;
  let userRefreshFlight: Promise<void> | undefined;
  let anonymousFlight: Promise<void> | undefined;
  let operationQueue: Promise<unknown> = Promise.resolve();
  let reconcileRunning = false;
  let reconcileAgain = false;
  /** Tokens a service answered 401 to: due for refresh whatever their expiry says. */
  const rejectedTokens = new Set<string>();

  // ---------------------------------------------------------------- state and events

  function computeState(): IdentityState {
    if (!initialised) return INITIAL_STATE;
    if (user !== null) {
      const payload = user.access?.claims.payload ?? {};
      const namespace = runtime?.namespace ?? DEFAULT_CLAIMS_NAMESPACE;
      return {
        status: 'signedIn',
        isSignedIn: true,
        canonicalId: user.access?.claims.canonicalId ?? null,
        accessToken: user.access?.token ?? null,
        anonToken: null,
        anonId: null,
        profile: {
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
        },
      };
    }
    const anonToken = anonymous?.access?.token ?? null;
    return {
      status: anonToken === null ? 'signedOut' : 'anonymous',
      isSignedIn: false,
      canonicalId: null,
      accessToken: null,
      anonToken,
      anonId: anonToken === null ? null : (anonymous?.id ?? null),
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

  /** Recomputes the snapshot; publishes an identity event when it changed (or when forced). */
  function publish(force = false): void {
    const next = computeState();
    const changed = !sameState(state, next);
    if (changed) state = Object.freeze(next);
    if (initialised && (changed || force)) emit(identityEvent());
  }

  function tabs(): TabCoordinator {
    coordinator ??= createBrowserTabCoordinator();
    return coordinator;
  }

  function broadcast(reason: TabMessage['reason']): void {
    coordinator?.broadcast({ type: 'session-changed', reason, from: tabId });
  }

  // ---------------------------------------------------------------- storage

  function read(key: string): string | null {
    try {
      const value = storage.getItem(key);
      return typeof value === 'string' && value !== '' ? value : null;
    } catch {
      return null;
    }
  }

  function write(key: string, value: string | null): void {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch (error) {
      logger.warn(`Could not store ${key}`, error);
    }
  }

  function readJson<T>(key: string, schema: z.ZodType<T>): T | undefined {
    const text = read(key);
    if (text === null) return undefined;
    try {
      const result = schema.safeParse(JSON.parse(text));
      return result.success ? result.data : undefined;
    } catch {
      return undefined;
    }
  }

  function storeUser(session: UserSession): void {
    write(STORAGE_KEYS.userAccessToken, session.access?.token ?? null);
    write(STORAGE_KEYS.userRefreshToken, session.refreshToken);
    write(
      STORAGE_KEYS.userRefreshTimer,
      session.access === null ? null : JSON.stringify({ offsetMs: session.access.offsetMs }),
    );
  }

  function storeAnonymous(session: AnonymousSession, serviceKey: string): void {
    write(STORAGE_KEYS.anonymousId, session.id);
    write(STORAGE_KEYS.anonymousToken, session.access?.token ?? null);
    write(STORAGE_KEYS.anonymousValidationKey, session.validationKey);
    write(STORAGE_KEYS.anonymousServiceKeys, JSON.stringify({ [session.id]: serviceKey }));
    write(
      STORAGE_KEYS.anonymousRefreshTimer,
      session.access === null ? null : JSON.stringify({ offsetMs: session.access.offsetMs }),
    );
  }

  function clearKeys(keys: readonly string[]): void {
    for (const key of keys) write(key, null);
  }

  // ---------------------------------------------------------------- tokens and time

  function issuerNow(offsetMs: number): number {
    return now() - offsetMs;
  }

  /** The offset stored with a token, or a guess: none, unless the token looks issued in the future. */
  function storedOffset(timerKey: string, token: string | null): number {
    const timer = readJson(timerKey, timerSchema);
    if (timer !== undefined) return timer.offsetMs;
    const issuedAt = decodeTokenParts(token)?.payload.iat;
    const guess = clockOffset(now(), typeof issuedAt === 'number' ? issuedAt : undefined);
    return Math.min(0, guess);
  }

  async function check(
    rt: Runtime,
    token: string,
    offsetMs: number,
    anonymousToken: boolean,
  ): Promise<TokenValidation> {
    return validateToken(token, {
      jwks: rt.keys,
      audience: rt.config.tokenAudience,
      now: issuerNow(offsetMs),
      anonymous: anonymousToken,
      claimsNamespace: rt.namespace,
    });
  }

  /** Local clock minus the issuer's, for a token the sign-in, refresh or anonymous service just sent. */
  function receivedOffset(rt: Runtime, token: string, anonymousToken: boolean): number {
    const issuedAt = decodeTokenParts(token)?.payload.iat;
    const service = anonymousToken
      ? (rt.config.anonymousBaseUrl ?? rt.config.authenticationBaseUrl)
      : rt.config.authenticationBaseUrl;
    return receivedClockOffset(
      now(),
      typeof issuedAt === 'number' ? issuedAt : undefined,
      rt.api.serverOffset(service),
    );
  }

  /**
   * A token just received from a service. Its expiry is judged by the service's clock as read
   * from the answer's `Date` header (or by the local clock within a bounded skew), never by the
   * token's own `iat`: a correctly signed but expired token is 'Invalid access token'.
   */
  async function received(rt: Runtime, token: string, anonymousToken: boolean): Promise<HeldToken> {
    const offsetMs = receivedOffset(rt, token, anonymousToken);
    const result = await check(rt, token, offsetMs, anonymousToken);
    if (result.valid) return { token, claims: result.claims, offsetMs, verified: true };
    if (result.reason === 'keys-unavailable') {
      throw new IdentityError({
        code: 'KEYS_UNAVAILABLE',
        message: IDENTITY_ERROR_MESSAGES.keysUnavailable,
        cause: result,
      });
    }
    throw new IdentityError({
      code: 'INVALID_ACCESS_TOKEN',
      message: IDENTITY_ERROR_MESSAGES.invalidAccessToken,
      cause: result,
    });
  }

  /**
   * A token a refresh or the anonymous service just issued. Like {@link received}, except that
   * when the signing keys cannot be loaded the token is kept unverified: the old refresh token
   * or validation key is used up, so dropping the new one would end the session.
   */
  async function issued(rt: Runtime, token: string, anonymousToken: boolean): Promise<HeldToken> {
    try {
      return await received(rt, token, anonymousToken);
    } catch (error) {
      if (!(error instanceof IdentityError) || error.code !== 'KEYS_UNAVAILABLE') throw error;
      const decoded = decodeTokenParts(token);
      const claims =
        decoded === undefined ? undefined : readTokenClaims(decoded.payload, rt.namespace);
      if (claims === undefined) throw error;
      const offsetMs = receivedOffset(rt, token, anonymousToken);
      // Unverified, but never expired by the service's clock.
      if (claims.expiresAt * 1000 <= issuerNow(offsetMs)) {
        throw new IdentityError({
          code: 'INVALID_ACCESS_TOKEN',
          message: IDENTITY_ERROR_MESSAGES.invalidAccessToken,
        });
      }
      logger.warn(IDENTITY_ERROR_MESSAGES.keysUnavailable);
      return { token, claims, offsetMs, verified: false };
    }
  }

  /**
   * A stored token: valid → held; keys unavailable → held unverified (the session survives a
   * JWKS outage); anything else → `undefined`.
   */
  async function restore(
    rt: Runtime,
    token: string | null,
    offsetMs: number,
    anonymousToken: boolean,
  ): Promise<HeldToken | undefined> {
    if (token === null) return undefined;
    const result = await check(rt, token, offsetMs, anonymousToken);
    if (result.valid) return { token, claims: result.claims, offsetMs, verified: true };
    if (result.reason !== 'keys-unavailable') return undefined;
    const decoded = decodeTokenParts(token);
    const claims =
      decoded === undefined ? undefined : readTokenClaims(decoded.payload, rt.namespace);
    if (claims === undefined || claims.expiresAt * 1000 <= issuerNow(offsetMs)) return undefined;
    logger.warn(IDENTITY_ERROR_MESSAGES.keysUnavailable, result.message);
    return { token, claims, offsetMs, verified: false };
  }

  function isDue(held: HeldToken): boolean {
    return rejectedTokens.has(held.token) || issuerNow(held.offsetMs) >= refreshDueAt(held.claims);
  }

  function remainingMs(held: HeldToken): number {
    return held.claims.expiresAt * 1000 - issuerNow(held.offsetMs);
  }

  // ---------------------------------------------------------------- scheduling

  function scheduleUser(delay: number): void {
    clearTimeout(userTimer);
    userTimer = undefined;
    if (destroyed) return;
    userTimer = setTimeout(() => {
      userTimer = undefined;
      void userRefreshCheck();
    }, delay);
  }

  function scheduleAnonymous(delay: number): void {
    clearTimeout(anonymousTimer);
    anonymousTimer = undefined;
    if (destroyed) return;
    anonymousTimer = setTimeout(() => {
      anonymousTimer = undefined;
      void anonymousCheck();
    }, delay);
  }

  function stopUserTimer(): void {
    clearTimeout(userTimer);
    userTimer = undefined;
  }

  function stopAnonymousTimer(): void {
    clearTimeout(anonymousTimer);
    anonymousTimer = undefined;
  }

  function rescheduleUser(): void {
    const access = user?.access;
    if (user?.refreshToken == null || access == null) return;
    const delay = nextCheckDelay(refreshDueAt(access.claims), issuerNow(access.offsetMs));
    scheduleUser(delay);
    write(
      STORAGE_KEYS.userRefreshTimer,
      JSON.stringify({ offsetMs: access.offsetMs, nextCheckAt: now() + delay }),
    );
  }

  function rescheduleAnonymous(): void {
    const access = anonymous?.access;
    if (access == null) return;
    scheduleAnonymous(nextCheckDelay(refreshDueAt(access.claims), issuerNow(access.offsetMs)));
  }

  // ---------------------------------------------------------------- customer session

  function setUser(session: UserSession | null): void {
    if (session?.access?.claims.canonicalId !== user?.access?.claims.canonicalId) {
      changedProfile = {};
    }
    user = session;
    userGeneration += 1;
    userFailures = 0;
    if (session === null) stopUserTimer();
  }

  async function handleRefreshRejected(rt: Runtime, error: IdentityError): Promise<void> {
    logger.warn(IDENTITY_ERROR_MESSAGES.invalidRefreshToken, error.message);
    setUser(null);
    clearKeys(USER_KEYS);
    write(STORAGE_KEYS.sessionExpired, 'true');
    publish();
    emit({ type: 'refreshTokenFailed' });
    broadcast('refresh-failed');
    if (rt.config.enableAnon) await startAnonymousSession(rt);
  }

  /** Adopts the customer tokens another tab stored, if they are valid and not due. */
  async function adoptStoredUser(rt: Runtime): Promise<'adopted' | 'signed-out' | 'stale'> {
    const storedAccess = read(STORAGE_KEYS.userAccessToken);
    const storedRefresh = read(STORAGE_KEYS.userRefreshToken);
    if (storedAccess === null && storedRefresh === null) {
      if (user !== null) {
        setUser(null);
        publish();
      }
      return 'signed-out';
    }
    if (storedAccess === (user?.access?.token ?? null) && storedRefresh === user?.refreshToken) {
      return 'stale';
    }
    const generation = userGeneration;
    const held = await restore(
      rt,
      storedAccess,
      storedOffset(STORAGE_KEYS.userRefreshTimer, storedAccess),
      false,
    );
    if (generation !== userGeneration) return 'stale';
    if (held === undefined || isDue(held)) {
      // Keep the other tab's refresh token; the caller refreshes it.
      user = { access: user?.access ?? null, refreshToken: storedRefresh };
      return 'stale';
    }
    setUser({ access: held, refreshToken: storedRefresh });
    publish();
    rescheduleUser();
    return 'adopted';
  }

  async function refreshUserLocked(rt: Runtime): Promise<void> {
    const adopted = await adoptStoredUser(rt);
    if (adopted !== 'stale') return;
    // Double-checked: tokens adopted meanwhile (another tab's rotation) need no refresh.
    if (user?.access != null && !isDue(user.access)) {
      rescheduleUser();
      return;
    }
    const refreshToken = read(STORAGE_KEYS.userRefreshToken) ?? user?.refreshToken ?? null;
    if (refreshToken === null || user === null) return;
    const generation = userGeneration;
    let tokens: TokenPair;
    let access: HeldToken;
    try {
      tokens = await rt.api.refresh(refreshToken);
      access = await issued(rt, tokens.accessToken, false);
    } catch (thrown) {
      const error = toIdentityError(thrown);
      if (generation !== userGeneration || destroyed) return;
      if (isRetryable(error)) {
        userFailures += 1;
        logger.warn(`Token refresh failed; retrying (attempt ${userFailures})`, error.message);
        scheduleUser(retryDelay(userFailures));
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
    if (generation !== userGeneration || destroyed) return;
    const session: UserSession = { access, refreshToken: tokens.refreshToken };
    setUser(session);
    storeUser(session);
    rescheduleUser();
    publish();
    broadcast('refreshed');
  }

  /** Refreshes both customer tokens, once for all concurrent callers in this tab. */
  function refreshUser(rt: Runtime): Promise<void> {
    userRefreshFlight ??= tabs()
      .withLock(USER_LOCK, () => refreshUserLocked(rt))
      .finally(() => {
        userRefreshFlight = undefined;
      });
    return userRefreshFlight;
  }

  /** Spec: refresh token and access token valid > 1 h → reschedule; else refresh; no refresh token → nothing. */
  async function userRefreshCheck(): Promise<void> {
    const rt = runtime;
    if (rt === undefined || destroyed || user?.refreshToken == null) return;
    const access = user.access;
    if (access !== null && !isDue(access)) {
      rescheduleUser();
      return;
    }
    try {
      await refreshUser(rt);
    } catch (error) {
      logger.error('Token refresh check failed', error);
    }
  }

  // ---------------------------------------------------------------- anonymous session

  function configuredServiceKey(rt: Runtime): string {
    return rt.config.anonServiceKey ?? '';
  }

  async function startAnonymousSession(rt: Runtime): Promise<void> {
    const generation = ++anonymousGeneration;
    try {
      const created = await rt.api.createAnonymousSession();
      const access = await issued(rt, created.anonymousToken, true);
      if (generation !== anonymousGeneration || destroyed || user !== null) return;
      anonymous = { id: created.anonymousId, access, validationKey: created.validationKey };
      anonymousFailures = 0;
      storeAnonymous(anonymous, configuredServiceKey(rt));
      rescheduleAnonymous();
      publish();
      broadcast('anonymous');
    } catch (error) {
      if (generation !== anonymousGeneration || destroyed) return;
      logger.error(IDENTITY_ERROR_MESSAGES.anonymousSessionFailed, error);
      anonymous = null;
      anonymousFailures += 1;
      publish();
      scheduleAnonymous(retryDelay(anonymousFailures));
    }
  }

  /** Reads the stored anonymous session; `undefined` when there is none (or it is not usable). */
  async function readStoredAnonymous(rt: Runtime): Promise<AnonymousSession | undefined> {
    const id = read(STORAGE_KEYS.anonymousId);
    if (id === null) return undefined;
    const serviceKeys = readJson(STORAGE_KEYS.anonymousServiceKeys, serviceKeysSchema);
    const issuedFor = serviceKeys?.[id];
    if (issuedFor !== undefined && issuedFor !== configuredServiceKey(rt)) return undefined;
    const token = read(STORAGE_KEYS.anonymousToken);
    const access = await restore(
      rt,
      token,
      storedOffset(STORAGE_KEYS.anonymousRefreshTimer, token),
      true,
    );
    return { id, access: access ?? null, validationKey: read(STORAGE_KEYS.anonymousValidationKey) };
  }

  async function anonymousCheckLocked(rt: Runtime): Promise<void> {
    if (!rt.config.enableAnon || destroyed) return;
    if (user !== null || read(STORAGE_KEYS.userAccessToken) !== null) return;
    const generation = anonymousGeneration;
    const stored = await readStoredAnonymous(rt);
    if (generation !== anonymousGeneration || destroyed) return;
    if (stored === undefined || stored.validationKey === null) {
      clearKeys(ANONYMOUS_KEYS);
      await startAnonymousSession(rt);
      return;
    }
    anonymous = stored;
    if (stored.access !== null && !isDue(stored.access)) {
      anonymousFailures = 0;
      rescheduleAnonymous();
      publish();
      return;
    }
    try {
      const refreshed = await rt.api.refreshAnonymousSession(stored.id, stored.validationKey);
      const access = await issued(rt, refreshed.anonymousToken, true);
      if (generation !== anonymousGeneration || destroyed || user !== null) return;
      anonymous = { id: stored.id, access, validationKey: refreshed.validationKey };
      anonymousFailures = 0;
      storeAnonymous(anonymous, configuredServiceKey(rt));
      rescheduleAnonymous();
      publish();
      broadcast('anonymous');
    } catch (thrown) {
      const error = toIdentityError(thrown);
      if (generation !== anonymousGeneration || destroyed) return;
      if (isRetryable(error)) {
        anonymousFailures += 1;
        publish();
        scheduleAnonymous(retryDelay(anonymousFailures));
        return;
      }
      // 'Invalid or Expired validation key.' (or any other refusal): a new session.
      logger.warn(IDENTITY_ERROR_MESSAGES.invalidValidationKey, error.message);
      anonymous = null;
      clearKeys(ANONYMOUS_KEYS);
      await startAnonymousSession(rt);
    }
  }

  /**
   * Spec: key and token valid > 1 h → reschedule; key and a short-lived token → refresh via
   * the identity; no key and no valid customer token → a new session.
   */
  function anonymousCheck(): Promise<void> {
    const rt = runtime;
    if (rt === undefined || destroyed || !rt.config.enableAnon) return Promise.resolve();
    anonymousFlight ??= tabs()
      .withLock(ANONYMOUS_LOCK, () => anonymousCheckLocked(rt))
      .catch((error: unknown) => logger.error('Anonymous session check failed', error))
      .finally(() => {
        anonymousFlight = undefined;
      });
    return anonymousFlight;
  }

  // ---------------------------------------------------------------- other tabs

  /** Re-reads the stored session after another tab (or Identity on the same storage) changed it. */
  async function reconcile(): Promise<void> {
    const rt = runtime;
    if (rt === undefined || !initialised || destroyed) return;
    if (reconcileRunning) {
      reconcileAgain = true;
      return;
    }
    reconcileRunning = true;
    try {
      do {
        reconcileAgain = false;
        await reconcileOnce(rt);
      } while (reconcileAgain && !destroyed);
    } catch (error) {
      logger.error('Could not read the session changed by another tab', error);
    } finally {
      reconcileRunning = false;
    }
  }

  async function reconcileOnce(rt: Runtime): Promise<void> {
    const storedAccess = read(STORAGE_KEYS.userAccessToken);
    const storedRefresh = read(STORAGE_KEYS.userRefreshToken);
    if (
      storedAccess !== (user?.access?.token ?? null) ||
      storedRefresh !== (user?.refreshToken ?? null)
    ) {
      if (storedAccess === null && storedRefresh === null) {
        setUser(null);
      } else if (storedAccess !== null) {
        const generation = userGeneration;
        const held = await restore(
          rt,
          storedAccess,
          storedOffset(STORAGE_KEYS.userRefreshTimer, storedAccess),
          false,
        );
        const unchanged =
          read(STORAGE_KEYS.userAccessToken) === storedAccess &&
          read(STORAGE_KEYS.userRefreshToken) === storedRefresh;
        if (held !== undefined && generation === userGeneration && unchanged) {
          setUser({ access: held, refreshToken: storedRefresh });
          anonymousGeneration += 1;
          anonymous = null;
          stopAnonymousTimer();
          rescheduleUser();
        }
      }
    }
    if (user === null) {
      const storedId = read(STORAGE_KEYS.anonymousId);
      const storedToken = read(STORAGE_KEYS.anonymousToken);
      if (storedId === null) {
        if (anonymous !== null) {
          anonymous = null;
          stopAnonymousTimer();
        }
      } else if (storedId !== anonymous?.id || storedToken !== (anonymous?.access?.token ?? null)) {
        const generation = anonymousGeneration;
        const stored = await readStoredAnonymous(rt);
        if (stored?.access != null && generation === anonymousGeneration && user === null) {
          anonymous = stored;
          rescheduleAnonymous();
        }
      }
    }
    publish();
  }

  let reconcileQueued = false;
  function queueReconcile(): void {
    if (reconcileQueued) return;
    reconcileQueued = true;
    queueMicrotask(() => {
      reconcileQueued = false;
      void reconcile();
    });
  }

  function onVisibilityChange(): void {
    const doc = (globalThis as { document?: { visibilityState?: string } }).document;
    if (doc?.visibilityState !== 'visible' || !initialised) return;
    if (read(STORAGE_KEYS.anonymousValidationKey) !== null) void anonymousCheck();
    else void userRefreshCheck();
  }

  function listen(): void {
    const activeCoordinator = tabs();
    cleanups.push(
      activeCoordinator.subscribe((message) => {
        if (message.from !== tabId) queueReconcile();
      }),
    );
    if (storage.subscribe !== undefined) {
      cleanups.push(
        storage.subscribe((key) => {
          if (key === null || key.startsWith('storefront.identity.')) queueReconcile();
        }),
      );
    }
    const doc = (
      globalThis as { document?: Pick<Document, 'addEventListener' | 'removeEventListener'> }
    ).document;
    if (typeof doc?.addEventListener === 'function') {
      doc.addEventListener('visibilitychange', onVisibilityChange);
      cleanups.push(() => doc.removeEventListener('visibilitychange', onVisibilityChange));
    }
  }

  // ---------------------------------------------------------------- init

  async function start(): Promise<IdentityState> {
    const config = parseIdentityConfig(configInput);
    const authOrigin = new URL(config.authenticationBaseUrl).origin;
    const api = createIdentityApi({
      config: {
        ...config,
        siteUrl: resolveSiteUrl(config),
        anonymousBaseUrl: config.anonymousBaseUrl ?? `${authOrigin}/anon`,
        identityProviderConnection: config.identityProviderConnection ?? config.storeFrontId,
      },
      fetch: fetchImpl,
      logger,
      now,
    });
    const jwksUrl = new URL(options.jwksUrl ?? `${authOrigin}/.well-known/jwks.json`);
    const keys = createRemoteJWKSet(jwksUrl, {
      [customFetch]: (url, init) => fetchImpl(url, init as RequestInit),
    });
    const rt: Runtime = {
      config,
      api,
      keys,
      namespace: config.claimsNamespace ?? DEFAULT_CLAIMS_NAMESPACE,
    };
    runtime = rt;

    // The customer session (spec: refresh check at start-up).
    await tabs().withLock(USER_LOCK, async () => {
      const storedAccess = read(STORAGE_KEYS.userAccessToken);
      const storedRefresh = read(STORAGE_KEYS.userRefreshToken);
      const held = await restore(
        rt,
        storedAccess,
        storedOffset(STORAGE_KEYS.userRefreshTimer, storedAccess),
        false,
      );
      if (held !== undefined || storedRefresh !== null) {
        setUser({ access: held ?? null, refreshToken: storedRefresh });
      } else if (storedAccess !== null) {
        clearKeys(USER_KEYS); // expired or corrupted, and nothing to refresh it with
      }
    });
    if (user?.refreshToken != null) {
      if (user.access === null || isDue(user.access)) await refreshUser(rt);
      else rescheduleUser();
    }
    if (user === null && config.enableAnon) await anonymousCheck();
    if (destroyed) throw destroyedError();
    listen();
    initialised = true;
    state = Object.freeze(computeState());
    emit({ type: 'initialized' });
    return state;
  }

  function destroyedError(): IdentityError {
    return new IdentityError({ code: 'DESTROYED', message: IDENTITY_ERROR_MESSAGES.destroyed });
  }

  /** Waits for `init()`; throws when it was never called (or the instance is destroyed). */
  async function ready(): Promise<Runtime> {
    if (destroyed) throw destroyedError();
    if (initPromise === undefined) {
      throw new IdentityError({
        code: 'NOT_INITIALISED',
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

  async function bearer(): Promise<string> {
    const token = await identity.getAccessToken();
    if (token === null) {
      throw new IdentityError({
        code: 'INVALID_ACCESS_TOKEN',
        message: IDENTITY_ERROR_MESSAGES.invalidAccessToken,
      });
    }
    return token;
  }

  async function signInNow(rt: Runtime, email: string, password: string): Promise<IdentityState> {
    if (user !== null || read(STORAGE_KEYS.userAccessToken) !== null) {
      throw new IdentityError({
        code: 'ALREADY_SIGNED_IN',
        message: IDENTITY_ERROR_MESSAGES.alreadySignedIn,
      });
    }
    const anonymousId = rt.config.enableAnon
      ? (anonymous?.id ?? read(STORAGE_KEYS.anonymousId))
      : null;
    const validationKey = rt.config.enableAnon
      ? (anonymous?.validationKey ?? read(STORAGE_KEYS.anonymousValidationKey))
      : null;
    const tokens = await rt.api.login({
      email,
      password,
      ...(anonymousId !== null && validationKey !== null ? { anonymousId, validationKey } : {}),
    });
    const access = await received(rt, tokens.accessToken, false);
    if (destroyed) throw destroyedError();

    // All storage writes in one synchronous block, so other tabs never see half a sign-in.
    if (enteredProfile.email !== email) enteredProfile = {};
    enteredProfile = { ...enteredProfile, email };
    const session: UserSession = { access, refreshToken: tokens.refreshToken };
    setUser(session);
    storeUser(session);
    const canonicalId = access.claims.canonicalId;
    if (anonymousId !== null && anonymousId !== canonicalId) {
      const promo = read(promoStorageKey(anonymousId));
      if (promo !== null) {
        write(promoStorageKey(canonicalId), promo);
        write(promoStorageKey(anonymousId), null);
      }
    }
    anonymousGeneration += 1;
    anonymous = null;
    stopAnonymousTimer();
    clearKeys(ANONYMOUS_KEYS);
    write(STORAGE_KEYS.sessionExpired, null);
    write(STORAGE_KEYS.showLoginNotification, 'true');
    rescheduleUser();
    publish(true);
    broadcast('signed-in');
    return state;
  }

  async function signOutNow(rt: Runtime): Promise<IdentityState> {
    const refreshToken = user?.refreshToken ?? read(STORAGE_KEYS.userRefreshToken);
    // The session ends here first, in one synchronous block: a page loaded while the logout
    // call is on its way (Log Out, then Log In at once) finds no tokens, never a half-ended
    // session that answers 'User is already signed in'.
    setUser(null);
    enteredProfile = {};
    clearKeys(USER_KEYS);
    clearKeys(SIGN_OUT_CLEARED_KEYS);
    write(STORAGE_KEYS.sessionExpired, null);
    if (rt.config.enableAnon) {
      anonymousGeneration += 1;
      anonymous = null;
      stopAnonymousTimer();
      clearKeys(ANONYMOUS_KEYS);
    }
    publish(true);
    broadcast('signed-out');
    if (refreshToken !== null) {
      try {
        await rt.api.logout(refreshToken);
      } catch (error) {
        logger.warn('Logout call failed; the session is cleared anyway', error);
      }
    }
    if (rt.config.enableAnon && user === null) await startAnonymousSession(rt);
    return state;
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
      return serial(() => signInNow(rt, email, password));
    },

    async signUp(input) {
      const rt = await ready();
      const email = normaliseEmail('email', input?.email);
      const password = required('password', input?.password);
      const registered = await rt.api.signUp({
        email,
        password,
        firstName: input.firstName,
        surname: input.surname,
        company: input.company,
        title: input.title,
      });
      if (registered) {
        enteredProfile = {
          email,
          firstName: input.firstName ?? null,
          surname: input.surname ?? null,
          company: input.company ?? null,
        };
      }
    },

    async signUpAndSignIn(input) {
      await identity.signUp(input);
      return identity.signIn({ email: input.email, password: input.password });
    },

    async signOut() {
      const rt = await ready();
      return serial(() => signOutNow(rt));
    },

    async requestPasswordReset(input) {
      const rt = await ready();
      const email = normaliseEmail('email', input?.email);
      await rt.api.requestPasswordReset(email);
    },

    async validateResetTicket(ticketId) {
      const rt = await ready();
      const id = required('ticketId', ticketId);
      const invalidTicket = new IdentityError({
        code: 'INVALID_TICKET',
        field: 'ticketId',
        message: IDENTITY_ERROR_MESSAGES.invalidTicket,
      });
      let ticket;
      try {
        ticket = await rt.api.getTicket(id);
      } catch (error) {
        if (error instanceof IdentityError && error.status === 404) throw invalidTicket;
        throw error;
      }
      if (
        ticket.ticketType !== 'reset_password' ||
        ticket.params?.storeFrontId !== rt.config.storeFrontId
      ) {
        throw invalidTicket;
      }
    },

    async changePassword(input) {
      const rt = await ready();
      const ticketId = required('ticketId', input?.ticketId);
      const password = required('password', input?.password);
      await identity.validateResetTicket(ticketId);
      await rt.api.resetPassword(ticketId, password);
    },

    async updatePassword(input) {
      const rt = await ready();
      const password = required('password', input?.password);
      const newPassword = required('newPassword', input?.newPassword);
      await rt.api.updatePassword(await bearer(), password, newPassword);
    },

    async updateEmail(input) {
      const rt = await ready();
      const password = required('password', input?.password);
      const newEmail = normaliseEmail('newEmail', input?.newEmail);
      await rt.api.updateEmail(await bearer(), password, newEmail);
      if (user !== null) {
        changedProfile = { ...changedProfile, email: newEmail };
        publish();
      }
    },

    async sendVerificationEmail() {
      const rt = await ready();
      await rt.api.sendVerificationEmail(await bearer());
    },

    async verifyEmail(input) {
      const rt = await ready();
      const ticketId = required('ticketId', input?.ticketId);
      await rt.api.verifyEmail(ticketId);
    },

    async getAccessToken() {
      const rt = await ready();
      const current = user?.access ?? null;
      if (user === null) return null;
      if (current !== null && !isDue(current)) return current.token;
      if (user.refreshToken !== null) {
        try {
          await refreshUser(rt);
        } catch (error) {
          logger.warn('Token refresh failed', error);
        }
      }
      const access = user?.access ?? null;
      return access !== null && remainingMs(access) > ACCESS_TOKEN_MIN_VALIDITY_MS
        ? access.token
        : null;
    },

    async getAnonymousToken() {
      const rt = await ready();
      if (!rt.config.enableAnon || user !== null) return null;
      const current = anonymous?.access ?? null;
      if (current !== null && !isDue(current)) return current.token;
      await anonymousCheck();
      const access = anonymous?.access ?? null;
      return access !== null && user === null && remainingMs(access) > ACCESS_TOKEN_MIN_VALIDITY_MS
        ? access.token
        : null;
    },

    async handleUnauthorized(token) {
      const rt = await ready();
      // Only a token of this session is ours to judge (a service's own read token is not).
      const payload = decodeTokenParts(token)?.payload;
      const canonicalId = payload?.[`${rt.namespace}canonical_id`];
      if (typeof canonicalId !== 'string') return null;
      if (user !== null && user.access?.claims.canonicalId === canonicalId) {
        if (user.access.token === token) {
          rejectedTokens.add(token);
          if (user.refreshToken !== null) {
            try {
              await refreshUser(rt);
            } catch (error) {
              logger.warn('Token refresh after a 401 failed', error);
            }
          } else {
            // Nothing to refresh it with: the session is over.
            await handleRefreshRejected(
              rt,
              new IdentityError({
                code: 'INVALID_REFRESH_TOKEN',
                message: IDENTITY_ERROR_MESSAGES.invalidRefreshToken,
              }),
            );
          }
        }
        if (user === null) return null;
        const next = await identity.getAccessToken();
        return next !== null && next !== token ? next : null;
      }
      if (user === null && anonymous !== null && anonymous.id === canonicalId) {
        if (anonymous.access?.token === token) {
          rejectedTokens.add(token);
          await anonymousCheck();
        }
        const next = await identity.getAnonymousToken();
        return next !== null && next !== token ? next : null;
      }
      return null;
    },

    sessionExpired: () => read(STORAGE_KEYS.sessionExpired) !== null,

    consumeLoginNotification() {
      if (read(STORAGE_KEYS.showLoginNotification) === null) return false;
      write(STORAGE_KEYS.showLoginNotification, null);
      return true;
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopUserTimer();
      stopAnonymousTimer();
      for (const cleanup of cleanups.splice(0)) cleanup();
      if (ownsCoordinator) coordinator?.close();
      listeners.clear();
    },
  };

  return identity;
}
