import { z } from 'zod';
import { ACCESS_TOKEN_MIN_VALIDITY_MS } from './held-tokens';
import { IDENTITY_ERROR_MESSAGES, isRetryable, toIdentityError } from './identity-api';
import { createRefreshLoop } from './refresh-loop';
import type { SessionContext } from './session-context';
import type { Runtime } from './session-runtime';
import { ANONYMOUS_KEYS } from './session-store';
import type { AnonymousSession } from './session-store';
import { STORAGE_KEYS } from '@storefront/browser-storage';

const ANONYMOUS_LOCK = 'storefront.identity.anonymous-refresh';

const serviceKeysSchema = z.record(z.string(), z.string());

/**
 * The anonymous session of one `Identity`: started, restored, refreshed through its
 * validation key, and replaced when the key is refused. It is held only while no customer is
 * signed in.
 *
 * @example
 * const anonymous = createAnonymousSession(ctx, { signedIn: () => customer.current() !== null });
 * await anonymous.check();
 */
export interface AnonymousSessions {
  current(): AnonymousSession | null;
  /** Bumped whenever the session is replaced, so late results are dropped. */
  generation(): number;
  /** Asks the anonymous service for a new session. */
  start(rt: Runtime): Promise<void>;
  /**
   * Spec: key and token valid > 1 h → reschedule; key and a short-lived token → refresh via
   * the identity; no key and no valid customer token → a new session.
   */
  check(): Promise<void>;
  /** Reads the stored anonymous session; `undefined` when there is none (or it is not usable). */
  readStored(rt: Runtime): Promise<AnonymousSession | undefined>;
  /** Holds a session another tab stored, and schedules its refresh. */
  adopt(session: AnonymousSession): void;
  /** Lets go of the session (its storage stays). */
  forget(): void;
  /** Ends the session: late results are dropped; `clearStored` removes it from storage too. */
  end(clearStored?: boolean): void;
  /** A valid anonymous token, refreshed first when due; else `null`. */
  token(rt: Runtime): Promise<string | null>;
  /** A service answered 401 to `token`: when it is the one held, the check runs at once. */
  handleUnauthorized(token: string): Promise<void>;
  /** Stops the refresh timer. */
  stop(): void;
}

/**
 * Creates the {@link AnonymousSessions} of one `Identity`.
 *
 * @example
 * createAnonymousSession(ctx, { signedIn: () => false });
 */
export function createAnonymousSession(
  ctx: SessionContext,
  { signedIn }: { readonly signedIn: () => boolean },
): AnonymousSessions {
  const { store, tokens, logger } = ctx;
  let anonymous: AnonymousSession | null = null;
  let anonymousGeneration = 0;
  const loop = createRefreshLoop({
    lock: ANONYMOUS_LOCK,
    tabs: () => ctx.tabs(),
    isStopped: () => ctx.isDestroyed(),
    issuerNow: tokens.issuerNow,
    onTimer: () => void check(),
    onError: (error) => logger.error('Anonymous session check failed', error),
  });

  function configuredServiceKey(rt: Runtime): string {
    return rt.config.anonServiceKey ?? '';
  }

  function reschedule(): void {
    const access = anonymous?.access;
    if (access == null) return;
    loop.scheduleFor(access);
  }

  /** Holds, stores and schedules a session the service just issued, and tells the app and tabs. */
  function takeIssued(rt: Runtime, issued: AnonymousSession): void {
    anonymous = issued;
    loop.resetFailures();
    store.storeAnonymous(issued, configuredServiceKey(rt));
    reschedule();
    ctx.publish();
    ctx.broadcast('anonymous');
  }

  async function start(rt: Runtime): Promise<void> {
    const generation = ++anonymousGeneration;
    try {
      const created = await rt.api.createAnonymousSession();
      const access = await tokens.issued(rt, created.anonymousToken, true);
      if (generation !== anonymousGeneration || ctx.isDestroyed() || signedIn()) return;
      takeIssued(rt, { id: created.anonymousId, access, validationKey: created.validationKey });
    } catch (error) {
      if (generation !== anonymousGeneration || ctx.isDestroyed()) return;
      logger.error(IDENTITY_ERROR_MESSAGES.anonymousSessionFailed, error);
      anonymous = null;
      ctx.publish();
      loop.retryLater();
    }
  }

  async function readStored(rt: Runtime): Promise<AnonymousSession | undefined> {
    const id = store.read(STORAGE_KEYS.anonymousId);
    if (id === null) return undefined;
    const serviceKeys = store.readJson(STORAGE_KEYS.anonymousServiceKeys, serviceKeysSchema);
    const issuedFor = serviceKeys?.[id];
    if (issuedFor !== undefined && issuedFor !== configuredServiceKey(rt)) return undefined;
    const token = store.read(STORAGE_KEYS.anonymousToken);
    const access = await tokens.restore(
      rt,
      token,
      tokens.storedOffset(STORAGE_KEYS.anonymousRefreshTimer, token),
      true,
    );
    return {
      id,
      access: access ?? null,
      validationKey: store.read(STORAGE_KEYS.anonymousValidationKey),
    };
  }

  async function checkLocked(rt: Runtime): Promise<void> {
    if (!rt.config.enableAnon || ctx.isDestroyed()) return;
    if (signedIn() || store.read(STORAGE_KEYS.userAccessToken) !== null) return;
    const generation = anonymousGeneration;
    const stored = await readStored(rt);
    if (generation !== anonymousGeneration || ctx.isDestroyed()) return;
    if (stored === undefined || stored.validationKey === null) {
      store.clearKeys(ANONYMOUS_KEYS);
      await start(rt);
      return;
    }
    anonymous = stored;
    if (stored.access !== null && !tokens.isDue(stored.access)) {
      loop.resetFailures();
      reschedule();
      ctx.publish();
      return;
    }
    try {
      const refreshed = await rt.api.refreshAnonymousSession(stored.id, stored.validationKey);
      const access = await tokens.issued(rt, refreshed.anonymousToken, true);
      if (generation !== anonymousGeneration || ctx.isDestroyed() || signedIn()) return;
      takeIssued(rt, { id: stored.id, access, validationKey: refreshed.validationKey });
    } catch (thrown) {
      const error = toIdentityError(thrown);
      if (generation !== anonymousGeneration || ctx.isDestroyed()) return;
      if (isRetryable(error)) {
        ctx.publish();
        loop.retryLater();
        return;
      }
      // 'Invalid or Expired validation key.' (or any other refusal): a new session.
      logger.warn(IDENTITY_ERROR_MESSAGES.invalidValidationKey, error.message);
      anonymous = null;
      store.clearKeys(ANONYMOUS_KEYS);
      await start(rt);
    }
  }

  function check(): Promise<void> {
    const rt = ctx.runtime();
    if (rt === undefined || ctx.isDestroyed() || !rt.config.enableAnon) return Promise.resolve();
    return loop.run(() => checkLocked(rt));
  }

  function forget(): void {
    anonymous = null;
    loop.stop();
  }

  return {
    current: () => anonymous,
    generation: () => anonymousGeneration,
    start,
    check,
    readStored,
    adopt(session) {
      anonymous = session;
      reschedule();
    },
    forget,
    end(clearStored = false) {
      anonymousGeneration += 1;
      forget();
      if (clearStored) store.clearKeys(ANONYMOUS_KEYS);
    },
    async token(rt) {
      if (!rt.config.enableAnon || signedIn()) return null;
      const current = anonymous?.access ?? null;
      if (current !== null && !tokens.isDue(current)) return current.token;
      await check();
      const access = anonymous?.access ?? null;
      return access !== null &&
        !signedIn() &&
        tokens.remainingMs(access) > ACCESS_TOKEN_MIN_VALIDITY_MS
        ? access.token
        : null;
    },
    async handleUnauthorized(token) {
      if (anonymous?.access?.token === token) {
        tokens.reject(token);
        await check();
      }
    },
    stop: () => loop.stop(),
  };
}
