import type { SignUpData } from './auth-forms';
import type { KeyValueStorage } from '@storefront/browser-storage';
import type { TabCoordinator } from './tab-coordinator';

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
 * The state before `init()` has finished (and while the session's code is still loading): no
 * session of any kind. Shared by the identity, the deferred identity and the story identity.
 *
 * @example
 * identity.getState() === INITIAL_IDENTITY_STATE; // true before init()
 */
export const INITIAL_IDENTITY_STATE: IdentityState = Object.freeze({
  status: 'initializing',
  isSignedIn: false,
  canonicalId: null,
  accessToken: null,
  anonToken: null,
  anonId: null,
  profile: null,
});

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
  readonly storage?: KeyValueStorage;
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
