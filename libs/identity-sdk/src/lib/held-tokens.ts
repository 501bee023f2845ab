import { z } from 'zod';
import { IDENTITY_ERROR_MESSAGES } from './identity-api';
import { IdentityError } from './identity-error';
import type { Runtime } from './session-runtime';
import type { SessionStore } from './session-store';
import { clockOffset, receivedClockOffset, refreshDueAt } from './token-timing';
import { decodeTokenParts, readTokenClaims, validateToken } from './token-validator';
import type { HeldToken } from './held-token';
import type { TokenValidation } from './token-validator';

export type { HeldToken } from './held-token';

/**
 * Judges tokens by their issuer's clock: tokens just received from a service, tokens read
 * back from storage, and whether a held token is due for refresh.
 *
 * @example
 * const held = await tokens.received(rt, loginAnswer.accessToken, false);
 * if (tokens.isDue(held)) await refresh();
 */
export interface HeldTokens {
  /** The issuer's time now, for a token held with `offsetMs`. */
  issuerNow(offsetMs: number): number;
  /** The offset stored with a token, or a guess: none, unless the token looks issued in the future. */
  storedOffset(timerKey: string, token: string | null): number;
  /**
   * A token just received from a service. Its expiry is judged by the service's clock as read
   * from the answer's `Date` header (or by the local clock within a bounded skew), never by the
   * token's own `iat`: a correctly signed but expired token is 'Invalid access token'.
   */
  received(rt: Runtime, token: string, anonymousToken: boolean): Promise<HeldToken>;
  /**
   * A token a refresh or the anonymous service just issued. Like `received`, except that
   * when the signing keys cannot be loaded the token is kept unverified: the old refresh token
   * or validation key is used up, so dropping the new one would end the session.
   */
  issued(rt: Runtime, token: string, anonymousToken: boolean): Promise<HeldToken>;
  /**
   * A stored token: valid → held; keys unavailable → held unverified (the session survives a
   * JWKS outage); anything else → `undefined`.
   */
  restore(
    rt: Runtime,
    token: string | null,
    offsetMs: number,
    anonymousToken: boolean,
  ): Promise<HeldToken | undefined>;
  /** Due for refresh: by its issuer's clock, or because a service answered 401 to it. */
  isDue(held: HeldToken): boolean;
  remainingMs(held: HeldToken): number;
  /** Marks a token a service answered 401 to: due for refresh whatever its expiry says. */
  reject(token: string): void;
}

const timerSchema = z.object({ offsetMs: z.number().finite(), nextCheckAt: z.number().optional() });

/**
 * Creates the {@link HeldTokens} of one session.
 *
 * @example
 * const tokens = createHeldTokens({ now: Date.now, logger: console, store });
 */
export function createHeldTokens({
  now,
  logger,
  store,
}: {
  readonly now: () => number;
  readonly logger: Pick<Console, 'warn'>;
  readonly store: SessionStore;
}): HeldTokens {
  /** Tokens a service answered 401 to: due for refresh whatever their expiry says. */
  const rejectedTokens = new Set<string>();

  function issuerNow(offsetMs: number): number {
    return now() - offsetMs;
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

  async function received(rt: Runtime, token: string, anonymousToken: boolean): Promise<HeldToken> {
    const offsetMs = receivedOffset(rt, token, anonymousToken);
    const result = await check(rt, token, offsetMs, anonymousToken);
    if (result.valid) return { token, claims: result.claims, offsetMs, verified: true };
    if (result.reason === 'keys-unavailable') {
      throw new IdentityError({
        reason: 'KEYS_UNAVAILABLE',
        message: IDENTITY_ERROR_MESSAGES.keysUnavailable,
        cause: result,
      });
    }
    throw new IdentityError({
      reason: 'INVALID_ACCESS_TOKEN',
      message: IDENTITY_ERROR_MESSAGES.invalidAccessToken,
      cause: result,
    });
  }

  return {
    issuerNow,

    storedOffset(timerKey, token) {
      const timer = store.readJson(timerKey, timerSchema);
      if (timer !== undefined) return timer.offsetMs;
      const issuedAt = decodeTokenParts(token)?.payload.iat;
      const guess = clockOffset(now(), typeof issuedAt === 'number' ? issuedAt : undefined);
      return Math.min(0, guess);
    },

    received,

    async issued(rt, token, anonymousToken) {
      try {
        return await received(rt, token, anonymousToken);
      } catch (error) {
        if (!(error instanceof IdentityError) || error.reason !== 'KEYS_UNAVAILABLE') throw error;
        const decoded = decodeTokenParts(token);
        const claims =
          decoded === undefined ? undefined : readTokenClaims(decoded.payload, rt.namespace);
        if (claims === undefined) throw error;
        const offsetMs = receivedOffset(rt, token, anonymousToken);
        // Unverified, but never expired by the service's clock.
        if (claims.expiresAt * 1000 <= issuerNow(offsetMs)) {
          throw new IdentityError({
            reason: 'INVALID_ACCESS_TOKEN',
            message: IDENTITY_ERROR_MESSAGES.invalidAccessToken,
          });
        }
        logger.warn(IDENTITY_ERROR_MESSAGES.keysUnavailable);
        return { token, claims, offsetMs, verified: false };
      }
    },

    async restore(rt, token, offsetMs, anonymousToken) {
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
    },

    isDue(held) {
      return (
        rejectedTokens.has(held.token) || issuerNow(held.offsetMs) >= refreshDueAt(held.claims)
      );
    },

    remainingMs(held) {
      return held.claims.expiresAt * 1000 - issuerNow(held.offsetMs);
    },

    reject(token) {
      rejectedTokens.add(token);
    },
  };
}

/** Tokens handed out by `getAccessToken` must still live this long; else they are refreshed. */
export const ACCESS_TOKEN_MIN_VALIDITY_MS = 30_000;
